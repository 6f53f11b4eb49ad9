/**
 * The staff services called directly, without HTTP (the routes' own tests cover the wire): accounts and their
 * roles, the counter's hand-over, and a refund through the back office's service to the sandbox provider. Written
 * against behaviour that stays while sign-in and the refund's internals change.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, orders, payments, products, sandboxCharges } from '../../db/schema';
import { testClock } from '../../test/account-fixtures';
import { startTestApi, type TestApi } from '../../test/harness';
import { customer, order } from '../../test/staff-fixtures';
import { ConflictError } from '../errors';

const clock = testClock(new Date('2026-11-25T12:00:00Z'));
let api: TestApi;
let productId: number;
const cli = { staffId: null, email: 'cli:test' };

const auditFor = (action: string, entityId: string | number) =>
  api.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));
const stockOf = async () =>
  (await api.database.db.select({ s: products.stockQty }).from(products).where(eq(products.id, productId)))[0]
    .s;

beforeAll(async () => {
  api = await startTestApi(20, { deps: { now: clock.now } });
  const [p] = await api.database.db
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.stockQty} >= 50`)
    .limit(1);
  productId = p.id;
});
afterAll(() => api?.close());

describe('staff accounts', () => {
  it('adds a member with its role, a setup link and an audit row; TOTP only for roles that need it', async () => {
    const accounts = api.services.staff.accounts;
    const { staff, setup_link } = await accounts.add(
      { email: 'gerente@loja.test', name: 'Gerente', role: 'manager', lang: 'es' },
      cli,
    );
    expect(staff).toMatchObject({
      email: 'gerente@loja.test',
      role: 'manager',
      lang: 'es',
      active: true,
      pending_setup: true,
    });
    expect(setup_link).toMatch(/\/admin\/ativar#.+/);
    expect((await auditFor('staff.add', staff.id))[0]).toMatchObject({ staffId: null });
    expect((await accounts.setupInfo(setup_link.split('#')[1])).totp_secret).toBeTruthy();

    const clerk = await accounts.add(
      { email: 'balcao@loja.test', name: 'Balcão', role: 'clerk', lang: 'pt' },
      cli,
    );
    expect((await accounts.setupInfo(clerk.setup_link.split('#')[1])).totp_secret ?? null).toBeNull();
    expect((await accounts.list()).map((s) => [s.email, s.role])).toEqual(
      expect.arrayContaining([
        ['gerente@loja.test', 'manager'],
        ['balcao@loja.test', 'clerk'],
      ]),
    );
  });

  it('refuses a second member with the same e-mail', async () => {
    await expect(
      api.services.staff.accounts.add(
        { email: 'gerente@loja.test', name: 'Outro', role: 'clerk', lang: 'pt' },
        cli,
      ),
    ).rejects.toBeInstanceOf(ConflictError);
  });

  it('changes a role, audited, and never lets a member change their own', async () => {
    const accounts = api.services.staff.accounts;
    const [manager, clerk] = ['gerente@loja.test', 'balcao@loja.test'].map((e) =>
      accounts.list().then((l) => l.find((s) => s.email === e)!),
    );
    const actor = {
      staffId: (await manager).id,
      email: 'gerente@loja.test',
      name: 'Gerente',
      role: 'manager' as const,
      lang: 'es' as const,
      tokenHash: 'not-used-by-update',
      stepUpAt: null,
    };
    const changed = await accounts.update((await clerk).id, { role: 'manager' }, actor);
    expect(changed.staff).toMatchObject({ role: 'manager' });
    expect(await auditFor('staff.role', (await clerk).id)).toHaveLength(1);
    await expect(accounts.update(actor.staffId, { role: 'owner' }, actor)).rejects.toBeInstanceOf(
      ConflictError,
    );
  });
});

describe('the counter hand-over', () => {
  it('hands a paid pickup order over once, with the mail and the audit row; a second try is refused', async () => {
    const ana = await customer(api, true, 'Ana');
    const o = await order(api, { customerId: ana.id, status: 'PAGO', delivery: false, productId });
    const actions = api.services.staff.actions;
    expect(await actions.lookup(o.pickupCode!)).toMatchObject({
      number: o.number,
      can_hand_over: true,
      handed_over_at: null,
    });

    const done = await actions.handOver(o.pickupCode!, { staffId: null, email: 'balcao@loja.test' });
    expect(done).toMatchObject({
      number: o.number,
      can_hand_over: false,
      handed_over_at: clock.now().toISOString(),
    });
    expect(await auditFor('order.hand_over', o.number)).toHaveLength(1);
    const mails = await api.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, ana.email));
    expect(mails.map((m) => m.template)).toContain('order-collected');

    await expect(
      actions.handOver(o.pickupCode!, { staffId: null, email: 'balcao@loja.test' }),
    ).rejects.toBeInstanceOf(ConflictError);
  });
});

describe('a refund through the back office service', () => {
  it('asks the provider, then marks the order and payment ESTORNADO, returns the stock and audits it', async () => {
    const luis = await customer(api, false, 'Luis');
    const before = await stockOf();
    const o = await order(api, { customerId: luis.id, status: 'PAGO', delivery: false, productId });
    // The sandbox provider's charge for this payment, as checkout would have left it.
    const charge = randomUUID();
    const [payment] = await api.database.db.select().from(payments).where(eq(payments.orderId, o.id));
    await api.database.db.insert(sandboxCharges).values({
      id: charge,
      paymentExternalId: payment.externalId,
      amountMinor: o.totalMinor,
      currencyId: o.currencyId,
      method: 'PIX',
      lang: 'es',
      buyerKind: 'PY',
      returnUrl: 'http://localhost/checkout/payment',
      status: 'approved',
    });
    await api.database.db
      .update(payments)
      .set({ provider: 'sandbox', gatewayReference: charge })
      .where(eq(payments.id, payment.id));
    expect(await stockOf()).toBe(before - 1);

    await api.services.staff.actions.refund(o.number, 'defeito', { staffId: null, email: 'dona@loja.test' });

    const [after] = await api.database.db.select().from(orders).where(eq(orders.id, o.id));
    expect(after.status).toBe('ESTORNADO');
    expect((await api.database.db.select().from(payments).where(eq(payments.id, payment.id)))[0].status).toBe(
      'ESTORNADO',
    );
    expect(
      (await api.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, charge)))[0].status,
    ).toBe('refunded');
    expect(await stockOf()).toBe(before);
    expect((await auditFor('order.refund', o.number))[0]).toMatchObject({
      after: { status: 'ESTORNADO', reason: 'defeito' },
    });
    // Asking again is refused: the order no longer allows a refund.
    await expect(
      api.services.staff.actions.refund(o.number, null, { staffId: null, email: 'dona@loja.test' }),
    ).rejects.toBeInstanceOf(ConflictError);
  });
});
