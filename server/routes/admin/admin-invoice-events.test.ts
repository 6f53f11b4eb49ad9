import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyDocument } from '../../adapters/sifen/sign';
import { auditLog, invoices, orders } from '../../db/schema';
import { startSifenDouble, type SifenDouble } from '../../test/doubles/sifen-double';
import { startTestApi, type TestApi } from '../../test/harness';
import { pay, sifenTestConfig, unpaidOrder } from '../../test/invoice-fixtures';
import { staffMember } from '../../test/staff-fixtures';

/**
 * Issue 27 §6, decision 0049: a manager cancels an approved invoice within SET's 48 hours (fresh TOTP, audited,
 * siRecepEvento), and declares never-issued numbers unused (inutilización), which the series then skips.
 */
let api: TestApi;
let sifen: SifenDouble;
let clock = new Date();
const clockApi = { now: () => clock, advance: (ms: number) => (clock = new Date(clock.getTime() + ms)) };
let manager: Awaited<ReturnType<typeof staffMember>>;
let clerk: Awaited<ReturnType<typeof staffMember>>;

beforeAll(async () => {
  sifen = await startSifenDouble();
  api = await startTestApi(20, { config: sifenTestConfig(sifen), deps: { now: () => clock } });
  manager = await staffMember(api, clockApi, 'gerente@lojacde.test', 'manager');
  clerk = await staffMember(api, clockApi, 'caixa@lojacde.test', 'clerk');
}, 120_000);
afterAll(async () => {
  await api?.close();
  await sifen?.close();
});

const post = (url: string, token: string, payload: unknown) =>
  api.app.inject({
    method: 'POST',
    url,
    payload: payload as never,
    headers: { authorization: `Bearer ${token}` },
  });
async function approvedInvoice() {
  const o = await unpaidOrder(api, 'ruc');
  await pay(api, o);
  await api.services.invoices.sendDue(1_000);
  const [row] = await api.database.db.select().from(invoices).where(eq(invoices.orderId, o.orderId));
  const [order] = await api.database.db.select().from(orders).where(eq(orders.id, o.orderId));
  expect(row.status).toBe('approved');
  return { row, number: order.number };
}
const audits = (action: string) =>
  api.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.actor, manager.email)));

describe('SIFEN events from the back office', () => {
  it('a manager cancels an approved invoice within 48 hours: step-up first, SET registers it, audited', async () => {
    const { row, number } = await approvedInvoice();
    const url = `/admin/invoice-events/cancel/${number}/${row.id}`;
    const body = { motivo: 'Venta cargada por error' };
    expect((await post(url, clerk.token, body)).statusCode).toBe(403);
    // The sign-in's own code counts as fresh for 5 minutes: past that, a cancellation asks for a new one.
    clockApi.advance(6 * 60 * 1000);
    const asked = await post(url, manager.token, body);
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject({ step_up: 'totp' });

    await manager.stepUp();
    const done = await post(url, manager.token, body);
    expect(done.statusCode).toBe(200);
    expect(done.json().data[0]).toMatchObject({ status: 'cancelled', set_code: '0600' });
    const [event] = sifen.events.filter((e) => e.kind === 'cancellation');
    expect(event.body).toContain(`<Id>${row.cdc}</Id>`);
    expect(event.body).toContain('<mOtEve>Venta cargada por error</mOtEve>');
    const gesEve = /<rGesEve[\s\S]*<\/rGesEve>/.exec(event.body)![0];
    // Signed by the key that signed the invoice (its certificate as the approved DE carried it).
    const pem = sifen.received
      .find((r) => r.cdc === row.cdc)!
      .body.match(/<X509Certificate>([^<]+)</)![1]
      .replace(/(.{64})/g, '$1\n');
    expect(verifyDocument(gesEve, `-----BEGIN CERTIFICATE-----\n${pem}\n-----END CERTIFICATE-----\n`)).toBe(
      true,
    );
    const [entry] = await audits('invoice.cancel');
    expect(entry).toMatchObject({ entity: 'invoice' });
    expect(entry.after).toMatchObject({ status: 'cancelled', reason: 'Venta cargada por error' });

    // Twice: already cancelled, refused without asking SET.
    expect((await post(url, manager.token, body)).statusCode).toBe(409);
    expect(sifen.events.filter((e) => e.kind === 'cancellation')).toHaveLength(1);
  });

  it('after 48 hours the invoice cannot be cancelled (a refund makes a credit note instead)', async () => {
    const { row, number } = await approvedInvoice();
    // Approved 49 hours ago (the session would not last that long: the approval moves back instead).
    await api.database.db
      .update(invoices)
      .set({ decidedAt: new Date(clock.getTime() - 49 * 60 * 60 * 1000) })
      .where(eq(invoices.id, row.id));
    await manager.stepUp();
    const late = await post(`/admin/invoice-events/cancel/${number}/${row.id}`, manager.token, {
      motivo: 'Demasiado tarde',
    });
    expect(late.statusCode).toBe(409);
    const [still] = await api.database.db.select().from(invoices).where(eq(invoices.id, row.id));
    expect(still.status).toBe('approved');
  });

  it('a refunded invoice (credited by a credit note) is not offered for cancellation and SET is not asked', async () => {
    const { row, number } = await approvedInvoice();
    const list = async () =>
      (
        await api.app.inject({
          method: 'GET',
          url: `/admin/invoices/${number}`,
          headers: { authorization: `Bearer ${manager.token}` },
        })
      ).json().data as { kind: string; cancellable: boolean }[];
    expect(await list()).toEqual([expect.objectContaining({ kind: 'FE', cancellable: true })]);
    // The refund's hook as refunds.ts calls it in its transaction; the credit note then goes to SET.
    await api.database.db.transaction((tx) => api.services.invoices.hooks!.onRefund(tx, row.orderId, clock));
    await api.services.invoices.sendDue(1_000);
    expect(await list()).toEqual([
      expect.objectContaining({ kind: 'FE', cancellable: false }),
      expect.objectContaining({ kind: 'NCE', cancellable: false }),
    ]);
    await manager.stepUp();
    const asked = sifen.events.length;
    const refused = await post(`/admin/invoice-events/cancel/${number}/${row.id}`, manager.token, {
      motivo: 'Venta cargada por error',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('sem nota de crédito');
    expect(sifen.events).toHaveLength(asked);
  });

  it('inutilización: skipped numbers are declared to SET, audited, and the series goes on after them', async () => {
    const { row } = await approvedInvoice();
    await manager.stepUp();
    const from = row.number + 1;
    // A range holding an issued number is refused before SET is asked.
    const used = await post('/admin/invoice-events/inutilize', manager.token, {
      tipo: 'fatura',
      desde: row.number,
      ate: from,
      motivo: 'Números saltados',
    });
    expect(used.statusCode).toBe(409);
    const ok = await post('/admin/invoice-events/inutilize', manager.token, {
      tipo: 'fatura',
      desde: from,
      ate: from + 2,
      motivo: 'Números saltados por un corte de luz',
    });
    expect(ok.statusCode).toBe(200);
    const [event] = sifen.events.filter((e) => e.kind === 'inutilization');
    expect(event.body).toContain(`<dNumIn>${String(from).padStart(7, '0')}</dNumIn>`);
    expect(event.body).toContain(`<dNumFin>${String(from + 2).padStart(7, '0')}</dNumFin>`);
    expect(event.body).toContain('<iTiDE>1</iTiDE>');
    expect(await audits('invoice.inutilize')).toHaveLength(1);
    const next = await approvedInvoice();
    expect(next.row.number).toBe(from + 3);
  });
});
