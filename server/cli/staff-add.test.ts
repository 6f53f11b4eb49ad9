import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { auditLog, staff, staffSetupTokens } from '../db/schema';
import { PROJECT_ROOT } from '../project-root';
import { describeEmbedded } from '../test/api-process';

/**
 * npm run staff:add, run as an operator runs it (tsx, its own process) against an embedded database of its own:
 * the one way a first owner is made (decision 0028), so nothing else may make one and every refusal must be plain.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), 'staff-add-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'test',
  PGLITE_DIR: path.join(dir, 'pglite'),
  SITE_URL: 'https://loja.example',
  APP_SECRET: 'staff-add-test-secret-0123456789abcdef',
};
delete env.DATABASE_URL;
const staffAdd = (...args: string[]) =>
  spawnSync(path.join(PROJECT_ROOT, 'node_modules/.bin/tsx'), ['server/cli/staff-add.ts', ...args], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
    env,
    timeout: 120_000,
  });

/** The database as the command left it (the command has exited: PGlite allows one process at a time). */
async function tables() {
  const database = await openDatabase({ dataDir: env.PGLITE_DIR! });
  try {
    await migrate(database);
    const db = database.db;
    return {
      staff: await db.select().from(staff),
      tokens: await db.select().from(staffSetupTokens),
      audit: await db.select().from(auditLog),
    };
  } finally {
    await database.close();
  }
}

let first: ReturnType<typeof staffAdd>;
beforeAll(() => {
  first = staffAdd('Dona@Loja.example', 'owner', 'Dona', 'da', 'Loja');
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeEmbedded('npm run staff:add', () => {
  it('creates the member with the role asked and prints a one-time link whose token only the fragment carries', async () => {
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^staff:add: dona@loja\.example \(owner, id \d+\) created\.$/m);
    expect(first.stdout).toContain('password and authenticator app');
    const link = first.stdout.split('\n').find((l) => l.startsWith('https://'))!;
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://loja.example/admin/ativar');
    expect(url.search).toBe('');
    const token = url.hash.slice(1);
    expect(token.length).toBeGreaterThanOrEqual(32);

    const { staff: members, tokens, audit } = await tables();
    expect(members.map((m) => [m.email, m.role, m.name, m.passwordHash])).toEqual([
      ['dona@loja.example', 'owner', 'Dona da Loja', null],
    ]);
    // Stored hashed, never as printed; one audit row naming the operator.
    expect(tokens).toHaveLength(1);
    expect(tokens[0].tokenHash).not.toContain(token);
    expect(tokens[0].tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(audit.map((a) => [a.action, a.actor])).toEqual([['staff.add', `cli:${os.userInfo().username}`]]);
  });

  it('refuses a second member with the same e-mail (any case), exit 1, and adds nothing', async () => {
    const again = staffAdd('DONA@loja.example', 'clerk');
    expect(again.status).toBe(1);
    expect(again.stderr.trim()).toBe(
      'staff:add: a staff member with e-mail DONA@loja.example already exists',
    );
    expect(again.stdout).not.toContain('/admin/ativar');
    expect((await tables()).staff).toHaveLength(1);
  }, 120_000);

  it.each([
    [['ana@loja.example', 'admin'], 'staff:add: "admin" is not a role'],
    [['ana@loja.example', 'Owner'], 'staff:add: "Owner" is not a role'],
    [['ana@loja.example'], 'staff:add: a role is required'],
    [['ana.loja.example', 'manager'], 'staff:add: "ana.loja.example" is not an e-mail address'],
    [
      ['ana@loja.example\nroot@loja.example', 'owner'],
      'staff:add: "ana@loja.example\\nroot@loja.example" is not an e-mail address',
    ],
    [[], 'staff:add: an e-mail and a role are required'],
  ])(
    'refuses %j with one clear line and the usage, exit 2',
    (args, line) => {
      const run = staffAdd(...args);
      expect(run.status).toBe(2);
      expect(run.stderr.split('\n')).toEqual([
        line,
        'usage: npm run staff:add -- <email> <owner|manager|clerk> [name]',
        '       npm run staff:add -- --reset <email>',
        '',
      ]);
      expect(run.stdout).toBe('');
    },
    60_000,
  );

  it('--reset <email> hands a new link: password and authenticator cleared, the old link spent, audited', async () => {
    // As if the owner had set up (a password) and later lost the authenticator, or APP_SECRET was rotated.
    const database = await openDatabase({ dataDir: env.PGLITE_DIR! });
    await database.db.update(staff).set({ passwordHash: '$argon2id$stand-in', totpEnabledAt: new Date() });
    await database.close();
    const run = staffAdd('--reset', 'DONA@loja.example');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      /^staff:add: dona@loja\.example \(owner, id \d+\): password and authenticator cleared, sessions ended\.$/m,
    );
    const link = run.stdout.split('\n').find((l) => l.startsWith('https://loja.example/admin/ativar#'))!;
    const token = link.split('#')[1];
    const { staff: members, tokens, audit } = await tables();
    expect(members[0]).toMatchObject({ passwordHash: null, totpEnabledAt: null });
    expect(tokens).toHaveLength(2);
    const fresh = tokens.find((t) => t.tokenHash === createHash('sha256').update(token).digest('hex'))!;
    expect(fresh.usedAt).toBeNull();
    expect(tokens.find((t) => t !== fresh)!.usedAt).not.toBeNull();
    expect(audit.map((a) => [a.action, a.actor])).toContainEqual([
      'staff.reset',
      `cli:${os.userInfo().username}`,
    ]);
  }, 120_000);

  it('--reset refuses an unknown e-mail (exit 1) and a malformed one (exit 2)', () => {
    const unknown = staffAdd('--reset', 'ninguem@loja.example');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr.trim()).toBe('staff:add: no staff member with e-mail ninguem@loja.example');
    const bad = staffAdd('--reset', 'ninguem');
    expect(bad.status).toBe(2);
    expect(bad.stderr.split('\n')[0]).toBe('staff:add: "ninguem" is not an e-mail address');
    expect(bad.stdout + unknown.stdout).not.toContain('/admin/ativar');
  }, 120_000);

  it('never makes a default account: a fresh database has no staff, and refused runs left only the one asked for', async () => {
    const fresh = mkdtempSync(path.join(os.tmpdir(), 'staff-add-fresh-'));
    try {
      const database = await openDatabase({ dataDir: path.join(fresh, 'pglite') });
      await migrate(database);
      expect(await database.db.select().from(staff)).toEqual([]);
      await database.close();
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
    expect((await tables()).staff.map((m) => m.email)).toEqual(['dona@loja.example']);
  }, 120_000);
});
