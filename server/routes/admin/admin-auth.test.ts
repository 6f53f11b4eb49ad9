import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, staff } from '../../db/schema';
import { bearer, testClock } from '../../test/account-fixtures';
import { startTestApi, type TestApi } from '../../test/harness';
import { customer, staffMember } from '../../test/staff-fixtures';

const clock = testClock(new Date('2026-11-25T12:00:00Z'));
let api: TestApi;
let owner: Awaited<ReturnType<typeof staffMember>>;
let manager: Awaited<ReturnType<typeof staffMember>>;
let clerk: Awaited<ReturnType<typeof staffMember>>;
let customerToken: string;

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  token?: string,
  payload?: unknown,
  remoteAddress = '127.0.0.9',
) =>
  api.app.inject({
    method,
    url,
    payload: payload as never,
    headers: token ? bearer(token) : {},
    remoteAddress,
  });
const ONE_ANSWER = 'E-mail, senha ou código do autenticador inválidos.';
/** The setup link the last staff-setup mail to `to` carries (links for existing members go by e-mail: issue 26). */
const mailedLink = async (to: string) => {
  const rows = await api.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, 'staff-setup')));
  return (rows.at(-1)?.params as { href?: string } | undefined)?.href;
};
const login = (payload: Record<string, unknown>, remoteAddress = '127.0.2.1') =>
  call('POST', '/admin/auth/login', undefined, payload, remoteAddress);

beforeAll(async () => {
  api = await startTestApi(20, { deps: { now: clock.now } });
  // No default account: the schema and the seed make none.
  expect(await api.database.db.select().from(staff)).toHaveLength(0);
  owner = await staffMember(api, clock, 'dona@loja.test', 'owner');
  manager = await staffMember(api, clock, 'gerente@loja.test', 'manager');
  clerk = await staffMember(api, clock, 'balcao@loja.test', 'clerk');
  // A customer's real session token: valid on /ecom, meaningless on /admin.
  customerToken = (await api.services.account.sessions.create((await customer(api, true)).id)).token;
});
afterAll(() => api?.close());

describe('staff sign-in', () => {
  it('owner and manager need the TOTP code; a code works once; the password alone is refused with the one answer', async () => {
    clock.advance(30_000);
    const noCode = await login({ email: owner.email, password: owner.password });
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json().message).toBe(ONE_ANSWER);
    const wrong = await login({ email: owner.email, password: owner.password, totp: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(ONE_ANSWER);
    const code = await owner.code();
    const ok = await login({ email: owner.email, password: owner.password, totp: code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().staff).toMatchObject({ role: 'owner', totp_enabled: true });
    expect(new Date(ok.json().expires_at).getTime() - clock.now().getTime()).toBe(8 * 3600_000);
    // Replayed (a shoulder-surfed or phished code): refused even with the right password.
    const replay = await login({ email: owner.email, password: owner.password, totp: code });
    expect(replay.statusCode).toBe(401);
  });

  it('a TOTP secret sealed under an earlier APP_SECRET is the one 401 (never a 500); the audit says why', async () => {
    const member = await staffMember(api, clock, 'rotacao@loja.test', 'manager');
    const [row] = await api.database.db
      .select({ sealed: staff.totpSecret })
      .from(staff)
      .where(eq(staff.email, member.email));
    // The same shape, sealed under another key: what an APP_SECRET rotation leaves behind.
    const [iv, tag, body] = row.sealed!.split('.');
    const foreign = [iv, Buffer.from(tag, 'base64url').reverse().toString('base64url'), body].join('.');
    await api.database.db.update(staff).set({ totpSecret: foreign }).where(eq(staff.email, member.email));
    clock.advance(30_000);
    const res = await login({ email: member.email, password: member.password, totp: await member.code() });
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json().message).toBe(ONE_ANSWER);
    const [entry] = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.login_failed'), eq(auditLog.actor, member.email)));
    expect(entry.after).toMatchObject({ reason: 'totp_unreadable' });
  });

  it('a clerk signs in with the password alone; a wrong password or an unknown e-mail get the same answer', async () => {
    expect((await login({ email: clerk.email, password: clerk.password }, '127.0.2.2')).statusCode).toBe(200);
    const wrong = await login({ email: clerk.email, password: 'Errada#123456' }, '127.0.2.2');
    const unknown = await login({ email: 'ninguem@loja.test', password: 'Errada#123456' }, '127.0.2.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(ONE_ANSWER);
  });

  it("the storefront's key without a shopper address does not lift the sign-in limit", async () => {
    const headers = { 'x-storefront-key': api.config.keys['storefront-identity'] };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/admin/auth/login',
        headers,
        payload: { email: 'outro-alvo@loja.test', password: 'Errada#123456' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('a setup link works once', async () => {
    const again = await call('POST', '/admin/auth/setup', undefined, {
      token: clerk.setupToken,
      password: 'Outra#Senha2026',
      password_confirmation: 'Outra#Senha2026',
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('O link de ativação é inválido ou expirou.');
    const info = await call('POST', '/admin/auth/setup/info', undefined, { token: owner.setupToken });
    expect(info.statusCode).toBe(404);
  });

  it('me and logout: a logged-out token is refused', async () => {
    const s = await staffMember(api, clock, 'temp@loja.test', 'clerk');
    const me = await call('GET', '/admin/session/me', s.token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'temp@loja.test', role: 'clerk', pending_setup: false });
    expect((await call('POST', '/admin/session/logout', s.token)).statusCode).toBe(200);
    expect((await call('GET', '/admin/session/me', s.token)).statusCode).toBe(401);
  });
});

describe('one role check per prefix', () => {
  const routes: [string, string][] = [
    ['GET', '/admin/orders'],
    ['GET', '/admin/pickup/ABCDEF'],
    ['POST', '/admin/refunds/100001'],
    ['GET', '/admin/exchange-rates'],
    ['GET', '/admin/staff'],
    ['GET', '/admin/audit'],
    ['GET', '/admin/session/me'],
  ];
  const allowed: Record<string, string[]> = {
    '/admin/orders': ['owner', 'manager', 'clerk'],
    '/admin/pickup/ABCDEF': ['owner', 'manager', 'clerk'],
    '/admin/refunds/100001': ['owner', 'manager'],
    '/admin/exchange-rates': ['owner', 'manager'],
    '/admin/staff': ['owner'],
    '/admin/audit': ['owner'],
    '/admin/session/me': ['owner', 'manager', 'clerk'],
  };

  it("no token or a customer token is a 401 everywhere; another role's route is a 403", async () => {
    const who = { owner, manager, clerk };
    for (const [method, url] of routes) {
      expect(
        (await call(method as never, url, undefined, method === 'POST' ? {} : undefined)).statusCode,
        `${url} anonymous`,
      ).toBe(401);
      expect(
        (await call(method as never, url, customerToken, method === 'POST' ? {} : undefined)).statusCode,
        `${url} customer`,
      ).toBe(401);
      for (const [role, member] of Object.entries(who)) {
        const res = await call(method as never, url, member.token, method === 'POST' ? {} : undefined);
        if (allowed[url].includes(role)) expect(res.statusCode, `${url} ${role}`).not.toBe(403);
        else {
          expect(res.statusCode, `${url} ${role}`).toBe(403);
          expect(res.json().message).toBe('Acesso negado.');
        }
      }
    }
  });
});

describe('staff management (owner)', () => {
  it('adds a clerk and a manager, answers the setup link, refuses a second account with the same e-mail', async () => {
    await owner.stepUp();
    const add = await call('POST', '/admin/staff', owner.token, {
      email: 'Novo.Balcao@Loja.test',
      name: 'Novo Balcão',
      role: 'clerk',
    });
    expect(add.statusCode, add.body).toBe(201);
    expect(add.json().staff).toMatchObject({
      email: 'novo.balcao@loja.test',
      role: 'clerk',
      pending_setup: true,
    });
    expect(add.json().setup_link).toMatch(/\/admin\/ativar#[A-Za-z0-9_-]{40,}$/);
    const dup = await call('POST', '/admin/staff', owner.token, {
      email: 'novo.balcao@loja.test',
      name: 'Outro',
      role: 'manager',
    });
    expect(dup.statusCode).toBe(409);
    const bad = await call('POST', '/admin/staff', owner.token, {
      email: 'x@loja.test',
      name: 'X',
      role: 'root',
    });
    expect(bad.statusCode).toBe(422);
    const list = await call('GET', '/admin/staff', owner.token);
    expect(list.json().data.map((s: { email: string }) => s.email)).toContain('novo.balcao@loja.test');
    expect(JSON.stringify(list.json())).not.toMatch(/password|totp_secret|\$argon2/);
  });

  it("a role change ends the member's sessions and, to a TOTP role, mails them a new setup link", async () => {
    const member = await staffMember(api, clock, 'promovido@loja.test', 'clerk');
    await owner.stepUp();
    const res = await call('PATCH', `/admin/staff/${member.id}`, owner.token, { role: 'manager' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().staff.role).toBe('manager');
    expect(res.json()).toMatchObject({ setup_link: null, setup_link_mailed: true });
    expect(await mailedLink(member.email)).toMatch(/\/admin\/ativar#/);
    expect((await call('GET', '/admin/session/me', member.token)).statusCode).toBe(401);
    // Now a manager without TOTP: the password alone no longer opens a session.
    expect((await login({ email: member.email, password: member.password }, '127.0.2.7')).statusCode).toBe(
      401,
    );
  });

  it('disabling ends sessions and refuses sign-in; an owner cannot change or disable themself', async () => {
    const member = await staffMember(api, clock, 'saiu@loja.test', 'clerk');
    await owner.stepUp();
    expect(
      (await call('PATCH', `/admin/staff/${member.id}`, owner.token, { active: false })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/admin/session/me', member.token)).statusCode).toBe(401);
    expect((await login({ email: member.email, password: member.password }, '127.0.2.8')).statusCode).toBe(
      401,
    );
    const self = await call('PATCH', `/admin/staff/${owner.id}`, owner.token, { role: 'clerk' });
    expect(self.statusCode).toBe(409);
    expect((await call('PATCH', '/admin/staff/999999', owner.token, { active: false })).statusCode).toBe(404);
  });

  it("a new setup link: password and authenticator cleared, old link and sessions dead, audited; never one's own", async () => {
    // A manager whose authenticator was sealed under an earlier APP_SECRET (or lost): locked out until a new link.
    const member = await staffMember(api, clock, 'perdeu@loja.test', 'manager');
    await owner.stepUp();
    const res = await call('POST', `/admin/staff/${member.id}/reset`, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().staff).toMatchObject({ email: member.email, pending_setup: true, totp_enabled: false });
    // Never to the owner who asked (issue 26 point 8): to the member's own mailbox.
    expect(res.json()).toMatchObject({ setup_link: null, setup_link_mailed: true });
    const token = (await mailedLink(member.email))!.split('#')[1];
    expect((await call('GET', '/admin/session/me', member.token)).statusCode).toBe(401);
    expect(
      (
        await login(
          { email: member.email, password: member.password, totp: await member.code() },
          '127.0.2.9',
        )
      ).statusCode,
    ).toBe(401);
    // The first link is spent; the new one enrols a new authenticator and sets a new password.
    await expect(api.services.staff.accounts.setupInfo(member.setupToken)).rejects.toThrow();
    const info = await api.services.staff.accounts.setupInfo(token);
    expect(info.totp_required).toBe(true);
    expect(info.totp_secret).not.toBe(member.secret);
    const [entry] = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.reset'), eq(auditLog.entityId, String(member.id))));
    expect(entry).toMatchObject({ actor: owner.email, staffId: owner.id });
    // Not one's own (the owner would lock themself out), not another role's, not an unknown or disabled member.
    expect((await call('POST', `/admin/staff/${owner.id}/reset`, owner.token)).statusCode).toBe(409);
    expect((await call('POST', `/admin/staff/${member.id}/reset`, manager.token)).statusCode).toBe(403);
    expect((await call('POST', '/admin/staff/999999/reset', owner.token)).statusCode).toBe(404);
    const gone = await staffMember(api, clock, 'desligado@loja.test', 'clerk');
    await owner.stepUp();
    await call('PATCH', `/admin/staff/${gone.id}`, owner.token, { active: false });
    const disabled = await call('POST', `/admin/staff/${gone.id}/reset`, owner.token);
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json().message).toBe(
      'Esta conta está desativada: reative-a antes de gerar um novo link de acesso.',
    );
  });

  it('the audit log shows who did what, before and after, and filters', async () => {
    const res = await call('GET', '/admin/audit?action=staff.disable', owner.token);
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = res.json().data;
    expect(entry).toMatchObject({
      actor: owner.email,
      staff_id: owner.id,
      entity: 'staff',
      before: { active: true },
      after: { active: false },
    });
    const roles = await call('GET', '/admin/audit?action=staff.role', owner.token);
    expect(roles.json().data[0]).toMatchObject({ before: { role: 'clerk' }, after: { role: 'manager' } });
    const adds = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.add'), eq(auditLog.actor, 'cli:test')));
    expect(adds.length).toBeGreaterThanOrEqual(3);
    // Keyset pages: two pages of 2 never repeat an entry.
    const p1 = (await call('GET', '/admin/audit?limit=2', owner.token)).json();
    const p2 = (await call('GET', `/admin/audit?limit=2&before_id=${p1.next_before_id}`, owner.token)).json();
    expect(new Set([...p1.data, ...p2.data].map((e: { id: number }) => e.id)).size).toBe(4);
    expect(p2.data[0].id).toBeLessThan(p1.data[1].id);
  });
});

// Last: it moves the clock past every session of this file.
describe('session lifetime', () => {
  it('a session in use ends after 8 hours', async () => {
    const s = await staffMember(api, clock, 'turno@loja.test', 'clerk');
    const start = clock.now().getTime();
    // Used every 20 minutes (under the 30-minute idle timeout) for a whole shift.
    while (clock.now().getTime() - start < 8 * 3600_000 - 20 * 60_000) {
      clock.advance(20 * 60_000);
      expect((await call('GET', '/admin/session/me', s.token)).statusCode).toBe(200);
    }
    clock.advance(start + 8 * 3600_000 - 1000 - clock.now().getTime());
    expect((await call('GET', '/admin/session/me', s.token)).statusCode).toBe(200);
    clock.advance(2000);
    expect((await call('GET', '/admin/session/me', s.token)).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents every /admin route with its contract', async () => {
    const doc = await api.get<{ paths: Record<string, unknown> }>('/docs/json');
    const paths = Object.keys(doc.body.paths).filter((p) => p.startsWith('/admin/'));
    for (const p of [
      '/admin/auth/login',
      '/admin/orders/',
      '/admin/orders/{number}/ship',
      '/admin/pickup/{code}/hand-over',
      '/admin/refunds/{number}',
      '/admin/exchange-rates/',
      '/admin/staff/{id}',
      '/admin/audit/',
    ]) {
      expect(paths).toContain(p);
    }
  });
});
