/**
 * npm run staff:add -- <email> <role> [name]
 * Creates a back-office staff member (role owner, manager or clerk) and prints a one-time link, valid 72 hours,
 * where they set their password and, for owner and manager, enrol an authenticator app (TOTP). There is no
 * default account anywhere: the first owner is made this way. With PGlite the API must be stopped (one writer).
 */
import os from 'node:os';
import { z } from 'zod';
import { staffRoleSchema } from '../../lib/contract/admin';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { migrate } from '../db/migrate';
import { DomainError } from '../services/errors';
import { staffServices } from '../services/staff';

const emailSchema = z.email().max(200);
const argsSchema = z.tuple([emailSchema, staffRoleSchema]).rest(z.string());

/** Which argument is wrong, in one line (the value quoted as JSON, so a stray control character shows as such). */
function argumentProblem([email, role]: string[]): string {
  if (email === undefined) return 'an e-mail and a role are required';
  if (!emailSchema.safeParse(email).success) return `${JSON.stringify(email)} is not an e-mail address`;
  if (role === undefined) return 'a role is required';
  return `${JSON.stringify(role)} is not a role`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const parsed = argsSchema.safeParse(args);
  if (!parsed.success) {
    console.error(`staff:add: ${argumentProblem(args)}`);
    console.error('usage: npm run staff:add -- <email> <owner|manager|clerk> [name]');
    process.exitCode = 2;
    return;
  }
  const [email, role, ...nameParts] = parsed.data;
  const name = nameParts.join(' ').trim() || email.split('@')[0];
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    const staff = staffServices({ db: database.db, siteUrl: config.siteUrl, totpKey: config.keys['totp-secret'], now: () => new Date(), announce: async () => {}, announceContent: async () => {} });
    const actor = { staffId: null, email: `cli:${os.userInfo().username}` };
    const { staff: added, setup_link } = await staff.accounts.add({ email: email.toLowerCase(), name, role, lang: 'pt' }, actor);
    console.log(`staff:add: ${added.email} (${added.role}, id ${added.id}) created.`);
    console.log(`staff:add: one-time setup link (72 hours${role === 'clerk' ? '' : '; password and authenticator app'}):`);
    console.log(setup_link);
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'conflict') {
      console.error(`staff:add: a staff member with e-mail ${email} already exists`);
      process.exitCode = 1;
      return;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const plain = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error('staff:add: failed:', plain ? error.message : error);
  process.exitCode = 1;
});
