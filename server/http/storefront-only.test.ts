import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveKey } from '../../lib/contract/secrets';
import { signWebhook } from '../adapters/payment-gateway/webhook-signature';
import { totpBox } from '../services/staff/totp';
import { testClock } from '../test/account-fixtures';
import { startTestApi, type TestApi } from '../test/harness';
import { staffMember } from '../test/staff-fixtures';

/*
 * Issue 26 points 10 and 11, over a real socket (what someone on the internet reaches at the API's public address):
 * the admin and operator APIs answer only the storefront's server; and the two keys the storefront holds open
 * nothing else (refund commands, staff authenticator secrets).
 */
const clock = testClock(new Date());
let api: TestApi;
let base: string;
let owner: Awaited<ReturnType<typeof staffMember>>;
let storefrontKey: string;

beforeAll(async () => {
  api = await startTestApi(5, { deps: { now: clock.now } });
  owner = await staffMember(api, clock, 'dona@loja.test', 'owner');
  storefrontKey = api.config.keys['storefront-identity'];
  base = await api.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(() => api?.close());

const call = (path: string, headers: Record<string, string> = {}, init: RequestInit = {}) =>
  fetch(`${base}${path}`, { ...init, headers: { 'accept-language': 'pt-BR', ...headers } });

describe('the admin API straight on the API’s address', () => {
  it('refuses a valid staff bearer token without the storefront’s proof, as an unknown path (404)', async () => {
    const bearer = { authorization: `Bearer ${owner.token}` };
    for (const path of ['/admin/session/me', '/admin/orders', '/admin/staff', '/admin/audit']) {
      const res = await call(path, bearer);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ message: expect.any(String) });
    }
    // A forged or empty proof is no proof.
    expect((await call('/admin/session/me', { ...bearer, 'x-storefront-key': 'guess' })).status).toBe(404);
    expect(
      (
        await call('/admin/session/me', {
          ...bearer,
          'x-storefront-key': deriveKey('another-secret-of-32-characters-long!', 'storefront-identity'),
        })
      ).status,
    ).toBe(404);
    // The same token through the storefront's proxy (which adds the key) works.
    expect((await call('/admin/session/me', { ...bearer, 'x-storefront-key': storefrontKey })).status).toBe(
      200,
    );
  });

  it('gives a password guesser nothing to try: sign-in and setup answer 404 without the proof', async () => {
    const login = (headers: Record<string, string>) =>
      call(
        '/admin/auth/login',
        { 'content-type': 'application/json', ...headers },
        {
          method: 'POST',
          body: JSON.stringify({ email: owner.email, password: 'wrong-password-1', totp: '000000' }),
        },
      );
    expect((await login({})).status).toBe(404);
    expect((await login({ 'x-storefront-key': storefrontKey })).status).toBe(401);
    expect(
      (
        await call(
          '/admin/auth/setup/info',
          { 'content-type': 'application/json' },
          { method: 'POST', body: '{"token":"x"}' },
        )
      ).status,
    ).toBe(404);
  });

  it('refuses a correctly signed operator command without the proof; with it, the signature is what counts', async () => {
    const path = `/interno/pedidos/${randomUUID()}/estornar`;
    const body = JSON.stringify({ actor: 'cli:test' });
    const signature = signWebhook(
      api.config.keys.operator,
      `${path}\n${body}`,
      Math.floor(clock.now().getTime() / 1000),
    );
    const send = (headers: Record<string, string>) =>
      call(
        path,
        { 'content-type': 'application/json', 'x-operator-signature': signature, ...headers },
        { method: 'POST', body },
      );
    expect((await send({})).status).toBe(404);
    // Unsigned and unproven: the gate answers first (without it, the signature check's 401 would show the route).
    expect((await call(path, { 'content-type': 'application/json' }, { method: 'POST', body })).status).toBe(
      404,
    );
    // Past the gate the order does not exist: the signature was accepted.
    expect((await send({ 'x-storefront-key': storefrontKey })).status).toBe(404);
    const unsigned = await call(
      path,
      { 'content-type': 'application/json', 'x-storefront-key': storefrontKey },
      { method: 'POST', body },
    );
    expect(unsigned.status).toBe(401);
  });

  it('leaves the public API, the providers’ notifications and health alone', async () => {
    expect((await call('/health')).status).toBe(200);
    expect((await call('/api/public/products?per_page=1')).status).toBe(200);
    expect(
      (
        await call(
          '/ecom/pagamentos/ebanx',
          { 'content-type': 'application/x-www-form-urlencoded' },
          { method: 'POST', body: 'operation=payment_status_change&notification_type=update&hash_codes=x' },
        )
      ).status,
    ).not.toBe(404);
  });
});

describe('the storefront’s keys (STOREFRONT_IDENTITY_KEY, REVALIDATE_KEY)', () => {
  const storefrontKeys = () => [api.config.keys['storefront-identity'], api.config.keys.revalidation];

  it('cannot sign a refund command', async () => {
    const path = `/interno/pedidos/${randomUUID()}/estornar`;
    const body = JSON.stringify({ actor: 'cli:thief' });
    for (const key of storefrontKeys()) {
      const signature = signWebhook(key, `${path}\n${body}`, Math.floor(clock.now().getTime() / 1000));
      const res = await call(
        path,
        {
          'content-type': 'application/json',
          'x-operator-signature': signature,
          'x-storefront-key': storefrontKey,
        },
        { method: 'POST', body },
      );
      expect(res.status).toBe(401);
    }
  });

  it('cannot open a staff member’s sealed authenticator secret', () => {
    const sealed = totpBox(api.config.keys['totp-secret']).seal(owner.secret!);
    expect(totpBox(api.config.keys['totp-secret']).open(sealed)).toBe(owner.secret);
    for (const key of storefrontKeys()) expect(totpBox(key).open(sealed)).toBeNull();
  });
});
