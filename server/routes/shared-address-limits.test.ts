import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '../../lib/contract/messages';
import { products } from '../db/schema';
import { LOGIN_LIMITS } from '../http/login-throttle';
import { ROUTE_LIMITS } from '../http/rate-limit';
import { bearer, brazilian, jpeg, multipart, PASSWORD, png } from '../test/account-fixtures';
import { startTestApi, type TestApi } from '../test/harness';

/**
 * Issue 18 point 4, with every limit on: an attacker guessing at someone's password cannot keep the owner out, and
 * hundreds of shoppers behind one carrier-grade NAT address register, log in and check out without a 429.
 */
let api: TestApi;
let productId: number;
let documents: { frente: Buffer; verso: Buffer };

beforeAll(async () => {
  api = await startTestApi(30);
  const [p] = await api.database.db
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.stockQty} >= 20 AND ${products.showPrice} AND ${products.hasUnit}`)
    .limit(1);
  productId = p.id;
  // Enough stock for everyone below: the test is about limits, not shelves.
  await api.database.db.execute(sql`UPDATE products SET stock_qty = 100000 WHERE id = ${productId}`);
  documents = { frente: await png(), verso: await jpeg() };
});
afterAll(() => api?.close());

/** A valid CPF from a 9-digit base (its two check digits computed). */
function cpf(base: number): string {
  const digits = String(100_000_000 + base)
    .slice(-9)
    .split('')
    .map(Number);
  for (const len of [9, 10]) {
    const sum = digits.slice(0, len).reduce((acc, d, i) => acc + d * (len + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  const s = digits.join('');
  return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`;
}

const login = (email: string, password: string, remoteAddress: string) =>
  api.app.inject({
    method: 'POST',
    url: '/ecom/login',
    payload: { email, password },
    remoteAddress,
    headers: { 'accept-language': 'es' },
  });

function registerFrom(remoteAddress: string, email: string, n: number) {
  const body = multipart(brazilian(email, { documento: cpf(n) }), {
    frente: { data: documents.frente },
    verso: { data: documents.verso, filename: 'verso.jpg', type: 'image/jpeg' },
  });
  return api.app.inject({ method: 'POST', url: '/ecom/cliente/cadastrar', remoteAddress, ...body });
}

async function inBatches<T>(count: number, width: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += width) {
    results.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(width, count - start) }, (_, k) => task(start + k)),
      )),
    );
  }
  return results;
}

describe('login guessing', () => {
  it('slows the guesser at their own address and never locks the owner out elsewhere', async () => {
    const owner = 'dona@example.com';
    expect((await registerFrom('198.51.100.1', owner, 900)).statusCode).toBe(200);

    // The attack from the issue: wrong passwords for the owner's e-mail from one address.
    const attacker = '203.0.113.66';
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await login(owner, `Errada#${i}x`, attacker)).statusCode);
    expect(statuses.slice(0, LOGIN_LIMITS.free)).toEqual(Array(LOGIN_LIMITS.free).fill(401));
    expect(statuses.slice(LOGIN_LIMITS.free)).toEqual(Array(9 - LOGIN_LIMITS.free).fill(429));
    const refused = await login(owner, 'Errada#99x', attacker);
    expect(refused.json()).toEqual({ message: message('tooManyRequests', 'es') });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits at the guesser's address.
    expect((await login(owner, PASSWORD, attacker)).statusCode).toBe(429);

    // The owner, from their own address, logs in at once; so does anyone else behind the attacker's NAT.
    const own = await login(owner, PASSWORD, '198.51.100.1');
    expect(own.statusCode, own.body).toBe(200);
    expect((await login(owner, PASSWORD, '198.51.100.2')).statusCode).toBe(200);
    expect((await login('someone-else@example.com', 'Errada#1x', attacker)).statusCode).toBe(401);
  });

  it('refuses a burst of parallel guesses after the free ones, instead of checking each', async () => {
    const statuses = (
      await Promise.all(
        Array.from({ length: 30 }, (_, i) => login('dona@example.com', `Burst#${i}x`, '203.0.113.77')),
      )
    ).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBe(LOGIN_LIMITS.free);
    expect(statuses.filter((s) => s === 429).length).toBe(30 - LOGIN_LIMITS.free);
  });
});

describe('200 shoppers behind one carrier-grade NAT address', () => {
  const NAT = '100.64.12.34';
  const SHOPPERS = 200;

  it('all register, log in and check out (store pickup, PIX) without a single 429', async () => {
    const emails = Array.from({ length: SHOPPERS }, (_, i) => `nat${i}@example.com`);
    const registered = await inBatches(SHOPPERS, 10, (i) => registerFrom(NAT, emails[i], 1000 + i));
    expect(registered.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);

    const tokens = (await inBatches(SHOPPERS, 10, (i) => login(emails[i], PASSWORD, NAT))).map((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return r.json().token as string;
    });

    const call = (method: 'POST' | 'PUT', url: string, payload: unknown, token: string) =>
      api.app.inject({ method, url, payload: payload as never, headers: bearer(token), remoteAddress: NAT });
    const orders = await inBatches(SHOPPERS, 10, async (i) => {
      const cart = await call(
        'POST',
        '/ecom/venda/carrinho',
        { external_id: randomUUID(), moeda_id: 2, itens: [{ produto_id: productId, qtde: 1 }] },
        tokens[i],
      );
      if (cart.statusCode !== 201) return cart.statusCode;
      const externalId = cart.json().external_id;
      const quote = await call(
        'PUT',
        `/ecom/venda/carrinho/${externalId}/calcular-frete`,
        { cidade_id: 3830 },
        tokens[i],
      );
      if (quote.statusCode !== 200) return quote.statusCode;
      const [pickup] = quote.json();
      const order = await call(
        'POST',
        `/ecom/venda/carrinho/${externalId}/iniciar-checkout`,
        {
          token_entrega: pickup.token,
          valor_frete: pickup.valor,
          entrega_servico_id: null,
          cliente_endereco_id: null,
          id_ponto_entrega: pickup.opcionais.pontos_entrega[0].id,
          metodo_pagamento: 'PIX',
        },
        tokens[i],
      );
      return order.statusCode;
    });
    expect(orders.filter((s) => s !== 200)).toEqual([]);
  }, 300_000);

  it('still limits one address at the sizes the README gives', () => {
    expect(ROUTE_LIMITS.loginPerAddress.max).toBeGreaterThanOrEqual(SHOPPERS);
    expect(ROUTE_LIMITS.registerPerAddress.max).toBeGreaterThanOrEqual(SHOPPERS);
  });
});

describe('password change (trocar-senha-l)', () => {
  it('is limited per account: a stolen session cannot keep guessing the current password', async () => {
    const r = await registerFrom('198.51.100.9', 'troca@example.com', 950);
    const token = r.json().token;
    const change = (current: string, remoteAddress: string) =>
      api.app.inject({
        method: 'POST',
        url: '/ecom/cliente/trocar-senha-l',
        headers: bearer(token),
        remoteAddress,
        payload: {
          password_currently: current,
          password: 'Nova#2026xy',
          password_confirmation: 'Nova#2026xy',
        },
      });
    const statuses: number[] = [];
    // From a different address each time: the limit follows the account, not the address.
    for (let i = 0; i < ROUTE_LIMITS.passwordChangePerAccount.max + 1; i++)
      statuses.push((await change(`Chute#${i}x`, `192.0.2.${i + 1}`)).statusCode);
    expect(statuses.slice(0, -1).every((s) => s === 422)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await change(PASSWORD, '192.0.2.200')).statusCode).toBe(429);
  });
});
