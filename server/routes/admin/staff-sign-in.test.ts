import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, staff } from '../../db/schema';
import { metricsRegistry } from '../../metrics/metrics';
import { STAFF_TOTP_LOCK_AFTER } from '../../services/staff/staff-sign-in';
import { bearer, testClock } from '../../test/account-fixtures';
import { startTestApi, type TestApi } from '../../test/harness';
import { staffMember } from '../../test/staff-fixtures';

/** Issue 26 points 6–8, the staff half: sign-in strangers cannot block, one answer, the lock, links, step-up, rates. */
const clock = testClock(new Date('2026-11-25T12:00:00Z'));
let api: TestApi;
let owner: Awaited<ReturnType<typeof staffMember>>;
let manager: Awaited<ReturnType<typeof staffMember>>;

const ONE_ANSWER = 'E-mail, senha ou código do autenticador inválidos.';
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
const login = (payload: Record<string, unknown>, remoteAddress: string) =>
  call('POST', '/admin/auth/login', undefined, payload, remoteAddress);
const mailedLinks = async (to: string) =>
  (
    await api.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, 'staff-setup')))
  ).map((r) => (r.params as { href: string }).href);
const tokenOf = (link: string) => link.split('#')[1];
const linkWorks = async (link: string) =>
  (await call('POST', '/admin/auth/setup/info', undefined, { token: tokenOf(link) })).statusCode === 200;

beforeAll(async () => {
  api = await startTestApi(20, { deps: { now: clock.now } });
  owner = await staffMember(api, clock, 'dona@loja.test', 'owner');
  manager = await staffMember(api, clock, 'gerente@loja.test', 'manager');
});
afterAll(() => api?.close());

describe('sign-in strangers cannot block (point 6)', () => {
  it("wrong tries for the manager's e-mail from other addresses never refuse the manager's own password and code", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (await login({ email: manager.email, password: 'Errada#123456' }, `10.9.${i}.1`)).statusCode,
      );
    expect(statuses.every((s) => s === 401)).toBe(true);
    // Many from one address: that address alone waits, with a growing delay.
    const one: number[] = [];
    for (let i = 0; i < 7; i++)
      one.push((await login({ email: manager.email, password: 'Errada#123456' }, '10.9.99.1')).statusCode);
    expect(one.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(one.at(-1)).toBe(429);
    clock.advance(30_000);
    const ok = await login(
      { email: manager.email, password: manager.password, totp: await manager.code() },
      '10.1.1.1',
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('one answer, the lock, the audit and the metric (point 7)', () => {
  it('a right password with no code or a wrong code reads exactly like a wrong password', async () => {
    const a = '10.2.0.1';
    const noCode = await login({ email: owner.email, password: owner.password }, a);
    const wrongCode = await login({ email: owner.email, password: owner.password, totp: '123456' }, a);
    const wrongPassword = await login({ email: owner.email, password: 'Errada#123456', totp: '123456' }, a);
    for (const r of [noCode, wrongCode, wrongPassword])
      expect([r.statusCode, r.json()]).toEqual([401, { message: ONE_ANSWER }]);
    // A new owner whose wrong code counted: back to zero after a good sign-in.
    clock.advance(30_000);
    expect(
      (await login({ email: owner.email, password: owner.password, totp: await owner.code() }, a)).statusCode,
    ).toBe(200);
  });

  it(`locks the TOTP after ${STAFF_TOTP_LOCK_AFTER} wrong codes; only both factors hear it is locked; an owner's new link opens it`, async () => {
    const victim = await staffMember(api, clock, 'travado@loja.test', 'manager');
    for (let i = 0; i < STAFF_TOTP_LOCK_AFTER; i++) {
      // From many addresses, so the per-pair delay does not hide the lock.
      const r = await login(
        { email: victim.email, password: victim.password, totp: String(100000 + i) },
        `10.3.${i}.1`,
      );
      expect(r.json().message).toBe(ONE_ANSWER);
    }
    clock.advance(30_000);
    const good = await login(
      { email: victim.email, password: victim.password, totp: await victim.code() },
      '10.3.200.1',
    );
    expect(good.statusCode).toBe(401);
    expect(good.json().message).toBe(
      'Seu autenticador foi bloqueado depois de muitos códigos errados: peça ao proprietário um novo link de acesso.',
    );
    // A password guesser learns nothing from the lock.
    expect(
      (await login({ email: victim.email, password: 'Errada#123456', totp: '000000' }, '10.3.201.1')).json()
        .message,
    ).toBe(ONE_ANSWER);
    expect(
      (await login({ email: victim.email, password: victim.password, totp: '000000' }, '10.3.202.1')).json()
        .message,
    ).toBe(ONE_ANSWER);
    const list = (await call('GET', '/admin/staff', owner.token)).json().data as {
      email: string;
      totp_locked: boolean;
    }[];
    expect(list.find((m) => m.email === victim.email)?.totp_locked).toBe(true);
    const [locked] = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.totp_locked'), eq(auditLog.entityId, String(victim.id))));
    expect(locked).toBeTruthy();
    // The owner's reset: a new link (by e-mail), the lock gone.
    await owner.stepUp();
    expect((await call('POST', `/admin/staff/${victim.id}/reset`, owner.token)).statusCode).toBe(200);
    const [row] = await api.database.db.select().from(staff).where(eq(staff.id, victim.id));
    expect(row).toMatchObject({ totpLockedAt: null, totpFailures: 0 });
  });

  it('failed sign-ins are in the audit log (who was tried, from where, why) and in /metrics', async () => {
    await login({ email: 'ninguem@loja.test', password: 'Errada#123456' }, '10.4.0.1');
    const res = await call('GET', '/admin/audit?action=staff.login_failed', owner.token);
    expect(res.statusCode).toBe(200);
    const entries = res.json().data as { actor: string; after: { address: string; reason: string } }[];
    expect(entries[0]).toMatchObject({
      actor: 'ninguem@loja.test',
      after: { address: '10.4.0.1', reason: 'unknown' },
    });
    expect(entries.map((e) => e.after.reason)).toEqual(
      expect.arrayContaining(['password', 'totp', 'totp_missing', 'totp_locked']),
    );
    // What /metrics exposes (prom-client's registry; the endpoint itself is tested in server/metrics).
    const exposed = await metricsRegistry.getSingleMetricAsString('loja_staff_login_failures_total');
    expect(exposed).toMatch(/loja_staff_login_failures_total\{reason="password"\} [1-9]/);
    expect(exposed).toMatch(/loja_staff_login_failures_total\{reason="totp"\} [1-9]/);
  });
});

describe('setup links and step-up (point 8)', () => {
  it('every unused link is spent by a role or activation change: clerk → manager → clerk leaves none alive', async () => {
    await owner.stepUp();
    const add = await call('POST', '/admin/staff', owner.token, {
      email: 'ida.volta@loja.test',
      name: 'Ida',
      role: 'clerk',
    });
    const first = add.json().setup_link as string;
    expect(await linkWorks(first)).toBe(true);
    const id = add.json().staff.id as number;
    expect(
      (await call('PATCH', `/admin/staff/${id}`, owner.token, { role: 'manager' })).json(),
    ).toMatchObject({ setup_link: null, setup_link_mailed: true });
    expect(await linkWorks(first)).toBe(false);
    const [mailed] = await mailedLinks('ida.volta@loja.test');
    expect(await linkWorks(mailed)).toBe(true);
    expect((await call('PATCH', `/admin/staff/${id}`, owner.token, { role: 'clerk' })).statusCode).toBe(200);
    expect(await linkWorks(mailed)).toBe(false);
    const set = await call('POST', '/admin/auth/setup', undefined, {
      token: tokenOf(mailed),
      password: 'Outra#Senha2026',
      password_confirmation: 'Outra#Senha2026',
    });
    expect(set.statusCode).toBe(404);
    // Disable and enable spend them too.
    const again = await call('POST', `/admin/staff/${id}/reset`, owner.token);
    expect(again.statusCode).toBe(200);
    const latest = (await mailedLinks('ida.volta@loja.test')).at(-1)!;
    await call('PATCH', `/admin/staff/${id}`, owner.token, { active: false });
    await call('PATCH', `/admin/staff/${id}`, owner.token, { active: true });
    expect(await linkWorks(latest)).toBe(false);
  });

  it("an owner resetting another owner never holds the link: it goes to that owner's mailbox", async () => {
    const other = await staffMember(api, clock, 'socia@loja.test', 'owner');
    await owner.stepUp();
    const res = await call('POST', `/admin/staff/${other.id}/reset`, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/ativar#/);
    const links = await mailedLinks('socia@loja.test');
    expect(links).toHaveLength(1);
    expect(await linkWorks(links[0])).toBe(true);
  });

  it('staff changes, refunds and rate changes need a fresh TOTP; the 403 says so; a step-up lets them through', async () => {
    clock.advance(6 * 60_000);
    // Keep the sessions alive (idle timeout) without refreshing the step-up.
    await call('GET', '/admin/session/me', owner.token);
    await call('GET', '/admin/session/me', manager.token);
    const attempts = [
      () =>
        call('POST', '/admin/staff', owner.token, {
          email: 'depois@loja.test',
          name: 'Depois',
          role: 'clerk',
        }),
      () => call('PATCH', `/admin/staff/${manager.id}`, owner.token, { active: true }),
      () => call('POST', `/admin/staff/${manager.id}/reset`, owner.token),
      () => call('POST', '/admin/refunds/100001', manager.token, {}),
      () =>
        call('PUT', '/admin/exchange-rates', manager.token, {
          rates: [{ target_currency_id: 1, tax: '5.5' }],
        }),
    ];
    for (const attempt of attempts) {
      const res = await attempt();
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({
        step_up: 'totp',
        message: 'Confirme com um código novo do autenticador para continuar.',
      });
    }
    // A wrong code: 403 (the back-office session stays), audited.
    const wrong = await call('POST', '/admin/session/step-up', manager.token, { totp: '000000' });
    expect(wrong.statusCode).toBe(403);
    expect((await call('GET', '/admin/session/me', manager.token)).statusCode).toBe(200);
    await manager.stepUp();
    const rates = await call('PUT', '/admin/exchange-rates', manager.token, {
      rates: [{ target_currency_id: 1, tax: '5.5' }],
    });
    expect(rates.statusCode, rates.body).toBe(200);
    expect((await call('POST', '/admin/refunds/100001', manager.token, {})).statusCode).not.toBe(403);
    // Five minutes later it is needed again.
    clock.advance(5 * 60_000);
    expect(
      (
        await call('PUT', '/admin/exchange-rates', manager.token, {
          rates: [{ target_currency_id: 1, tax: '5.45' }],
        })
      ).statusCode,
    ).toBe(403);
  });

  it("a rate move beyond 20 % needs an owner's explicit confirmation; a manager cannot; no rate is zero", async () => {
    const current = (await call('GET', '/admin/exchange-rates', owner.token)).json().current as {
      target_currency_id: number;
      tax: string;
    }[];
    const pyg = Number(current.find((r) => r.target_currency_id === 3)!.tax);
    await manager.stepUp();
    const tiny = await call('PUT', '/admin/exchange-rates', manager.token, {
      rates: [{ target_currency_id: 3, tax: '0.000001' }],
    });
    expect(tiny.statusCode).toBe(403);
    expect(tiny.json().message).toBe(
      'Uma mudança de mais de 20% em relação à cotação anterior precisa da confirmação de um proprietário.',
    );
    const managerConfirm = await call('PUT', '/admin/exchange-rates', manager.token, {
      rates: [{ target_currency_id: 3, tax: String(pyg * 2) }],
      confirm_large_change: true,
    });
    expect(managerConfirm.statusCode).toBe(403);
    expect(
      (
        await call('PUT', '/admin/exchange-rates', manager.token, {
          rates: [{ target_currency_id: 3, tax: '0' }],
        })
      ).statusCode,
    ).toBe(422);
    // Within the bound: saved.
    expect(
      (
        await call('PUT', '/admin/exchange-rates', manager.token, {
          rates: [{ target_currency_id: 3, tax: String(Math.round(pyg * 1.1)) }],
        })
      ).statusCode,
    ).toBe(200);
    await owner.stepUp();
    const ask = await call('PUT', '/admin/exchange-rates', owner.token, {
      rates: [{ target_currency_id: 3, tax: String(Math.round(pyg * 2)) }],
    });
    expect(ask.statusCode).toBe(409);
    expect(ask.json().rate_moves[0]).toMatchObject({ symbol: 'G$', to: String(Math.round(pyg * 2)) });
    const yes = await call('PUT', '/admin/exchange-rates', owner.token, {
      rates: [{ target_currency_id: 3, tax: String(Math.round(pyg * 2)) }],
      confirm_large_change: true,
    });
    expect(yes.statusCode, yes.body).toBe(200);
    expect(
      Number(yes.json().current.find((r: { target_currency_id: number }) => r.target_currency_id === 3).tax),
    ).toBe(Math.round(pyg * 2));
  });
});

describe('clerk TOTP and the idle timeout', () => {
  it('a clerk enrols an authenticator (password and a first code); then the code is needed to sign in', async () => {
    const clerk = await staffMember(api, clock, 'caixa@loja.test', 'clerk');
    const start = await call('POST', '/admin/session/totp', clerk.token);
    expect(start.statusCode, start.body).toBe(200);
    const { generate } = await import('otplib');
    const code = () =>
      generate({ secret: start.json().totp_secret, epoch: Math.floor(clock.now().getTime() / 1000) });
    expect(
      (
        await call('POST', '/admin/session/totp/confirm', clerk.token, {
          password: 'Errada#123456',
          totp: await code(),
        })
      ).statusCode,
    ).toBe(422);
    const on = await call('POST', '/admin/session/totp/confirm', clerk.token, {
      password: clerk.password,
      totp: await code(),
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().totp_enabled).toBe(true);
    expect((await login({ email: clerk.email, password: clerk.password }, '10.5.0.1')).statusCode).toBe(401);
    clock.advance(30_000);
    expect(
      (await login({ email: clerk.email, password: clerk.password, totp: await code() }, '10.5.0.1'))
        .statusCode,
    ).toBe(200);
  });

  it('a session left unused for 30 minutes ends', async () => {
    const idle = await staffMember(api, clock, 'ocioso@loja.test', 'clerk');
    clock.advance(29 * 60_000);
    expect((await call('GET', '/admin/session/me', idle.token)).statusCode).toBe(200);
    clock.advance(29 * 60_000);
    expect((await call('GET', '/admin/session/me', idle.token)).statusCode).toBe(200);
    clock.advance(31 * 60_000);
    expect((await call('GET', '/admin/session/me', idle.token)).statusCode).toBe(401);
  });
});

describe('the audit log is append-only in the database (point 9)', () => {
  it('UPDATE, DELETE and TRUNCATE are refused, whoever asks', async () => {
    const before = (await api.database.db.execute(
      sql`SELECT count(*)::int AS n FROM audit_log`,
    )) as unknown as { rows: { n: number }[] };
    // Drizzle wraps the driver's error ("Failed query: …"); the database's own words are its cause.
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'allowed',
        (e: { message: string; cause?: { message?: string } }) => `${e.cause?.message ?? ''} ${e.message}`,
      );
    expect(await refusal(api.database.db.execute(sql`UPDATE audit_log SET actor = 'x'`))).toMatch(
      /append-only: UPDATE refused/,
    );
    expect(await refusal(api.database.db.execute(sql`DELETE FROM audit_log`))).toMatch(
      /append-only: DELETE refused/,
    );
    expect(await refusal(api.database.db.execute(sql`TRUNCATE audit_log`))).toMatch(
      /append-only: TRUNCATE refused/,
    );
    const after = (await api.database.db.execute(
      sql`SELECT count(*)::int AS n FROM audit_log`,
    )) as unknown as { rows: { n: number }[] };
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });
});
