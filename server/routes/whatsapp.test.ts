import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellers } from '../db/schema';
import { bearer, testClock } from '../test/account-fixtures';
import { startTestApi, type TestApi } from '../test/harness';
import { staffMember } from '../test/staff-fixtures';

const clock = testClock(new Date('2026-11-25T12:00:00Z'));
let api: TestApi;
let manager: Awaited<ReturnType<typeof staffMember>>;

const next = async () => {
  const res = await api.app.inject({ method: 'POST', url: '/api/whatsapp/seller' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json() as { nome: string | null; whatsapp: string | null };
};
const seller = (name: string, whatsapp: string, onDuty: boolean) => ({
  name,
  role: 'Vendedora',
  photo_url: null,
  whatsapp,
  position: 0,
  active: true,
  on_duty: onDuty,
});

beforeAll(async () => {
  api = await startTestApi(5, {
    deps: { now: clock.now, fetch: (async () => new Response('{}')) as unknown as typeof fetch },
  });
  manager = await staffMember(api, clock, 'gerente@loja.test', 'manager');
  await api.database.db.update(sellers).set({ onDuty: false });
});
afterAll(() => api?.close());

describe('POST /api/whatsapp/seller: sellers on duty share the conversations', () => {
  it('answers no seller while nobody is on duty (the store number answers)', async () => {
    expect(await next()).toEqual({ nome: null, whatsapp: null });
  });

  it('gives each conversation to the seller on duty who was given one least recently, never to one off duty', async () => {
    for (const s of [
      seller('Ana Duty', '+595981000001', true),
      seller('Bia Duty', '+595981000002', true),
      seller('Caio Off', '+595981000003', false),
    ]) {
      const res = await api.app.inject({
        method: 'PUT',
        url: '/admin/content/sellers',
        payload: s,
        headers: bearer(manager.token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().sellers.find((x: { name: string }) => x.name === s.name).on_duty).toBe(s.on_duty);
    }
    const given: string[] = [];
    for (let i = 0; i < 4; i++) {
      clock.advance(1000);
      given.push((await next()).nome!);
    }
    expect(given).toEqual(['Ana Duty', 'Bia Duty', 'Ana Duty', 'Bia Duty']);
  });

  it('sends simultaneous shoppers to different sellers', async () => {
    clock.advance(1000);
    const [a, b] = await Promise.all([next(), next()]);
    expect(new Set([a.nome, b.nome])).toEqual(new Set(['Ana Duty', 'Bia Duty']));
  });

  it('a seller taken off duty or deactivated gets no more conversations', async () => {
    await api.database.db.update(sellers).set({ onDuty: false }).where(eq(sellers.name, 'Ana Duty'));
    await api.database.db.update(sellers).set({ active: false }).where(eq(sellers.name, 'Bia Duty'));
    expect(await next()).toEqual({ nome: null, whatsapp: null });
  });
});
