/**
 * npm run staff:add -- <email> <role> [name]
 * Creates a back-office staff member (role owner, manager or clerk) and prints a one-time link, valid 72 hours,
 * where they set their password and, for owner and manager, enrol an authenticator app (TOTP). There is no
 * default account anywhere: the first owner is made this way. With PGlite the API must be stopped (one writer).
 *
 * npm run staff:add -- --reset <email>
 * A new link for an existing member, the owner included (a lost link or authenticator, or TOTP secrets sealed under
 * an APP_SECRET since rotated): password and authenticator cleared, earlier links and sessions ended; audited.
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

const USAGE =
  'usage: npm run staff:add -- <email> <owner|manager|clerk> [name]\n       npm run staff:add -- --reset <email>';

async function withStaff<T>(
  work: (staff: ReturnType<typeof staffServices>, actor: { staffId: null; email: string }) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    const staff = staffServices({
      db: database.db,
      siteUrl: config.siteUrl,
      totpKey: config.keys['totp-secret'],
      now: () => new Date(),
      announce: async () => {},
      announceCatalog: async () => {},
      announceContent: async () => {},
      pictureExists: () => false,
      mediaDir: config.mediaDir,
    });
    return await work(staff, { staffId: null, email: `cli:${os.userInfo().username}` });
  } finally {
    await database.close();
  }
}

async function reset(email: string | undefined): Promise<void> {
  if (!email || !emailSchema.safeParse(email).success) {
    console.error(
      `staff:add: ${email === undefined ? 'an e-mail is required' : `${JSON.stringify(email)} is not an e-mail address`}`,
    );
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  try {
    const { staff, setup_link } = await withStaff((s, actor) =>
      s.accounts.reissueSetup({ email }, actor, 'return'),
    );
    console.log(
      `staff:add: ${staff.email} (${staff.role}, id ${staff.id}): password${staff.role === 'clerk' ? '' : ' and authenticator'} cleared, sessions ended.`,
    );
    console.log('staff:add: new one-time setup link (72 hours):');
    console.log(setup_link);
  } catch (error) {
    if (error instanceof DomainError && (error.kind === 'notFound' || error.kind === 'conflict')) {
      console.error(
        `staff:add: ${error.kind === 'notFound' ? `no staff member with e-mail ${email}` : `${email} is disabled; enable it first`}`,
      );
      process.exitCode = 1;
      return;
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args[0] === '--reset') return reset(args[1]);
  const parsed = argsSchema.safeParse(args);
  if (!parsed.success) {
    console.error(`staff:add: ${argumentProblem(args)}`);
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const [email, role, ...nameParts] = parsed.data;
  const name = nameParts.join(' ').trim() || email.split('@')[0];
  try {
    const { staff: added, setup_link } = await withStaff((staff, actor) =>
      staff.accounts.add({ email: email.toLowerCase(), name, role, lang: 'pt' }, actor),
    );
    console.log(`staff:add: ${added.email} (${added.role}, id ${added.id}) created.`);
    console.log(
      `staff:add: one-time setup link (72 hours${role === 'clerk' ? '' : '; password and authenticator app'}):`,
    );
    console.log(setup_link);
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'conflict') {
      console.error(`staff:add: a staff member with e-mail ${email} already exists`);
      process.exitCode = 1;
      return;
    }
    throw error;
  }
}

main().catch((error: unknown) => {
  const plain = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error('staff:add: failed:', plain ? error.message : error);
  process.exitCode = 1;
});
