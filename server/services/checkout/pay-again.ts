import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { PaymentGateway } from '../../adapters/payment-gateway/types';
import type { Db } from '../../db/client';
import { customers, orders, payments } from '../../db/schema';
import { NotFoundError, ValidationError } from '../errors';
import type { ExchangeRateService } from '../rates/exchange-rates';
import { askCharge, gatewayFor, type ChargeAsked } from './charge-request';
import type { PaymentStarted } from './checkout-charge';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Pay-now's new payment: the charge, then its row, in the caller's transaction. */
async function openPayment(siteUrl: string, tx: Tx, gateway: PaymentGateway, p: ChargeAsked) {
  const { charge, row } = await askCharge(siteUrl, tx as unknown as Db, gateway, p);
  await tx
    .insert(payments)
    .values({
      ...row,
      instructions: row.instructions as never,
      status: 'AGUARDANDO',
      updatedAt: row.createdAt,
    })
    // Every value is given (none undefined), so the statement keeps one text under its name.
    .prepare('checkout_insert_payment')
    .execute();
  return charge;
}

export function payAgainService({
  db,
  rates,
  gateways,
  siteUrl,
  now,
}: {
  db: Db;
  rates: ExchangeRateService;
  gateways: { forBuyer(foreign: boolean): PaymentGateway | null };
  siteUrl: string;
  now: () => Date;
}) {
  /**
   * Pay-now after a declined or abandoned payment (spec §2 order detail): while the order awaits payment, a pending
   * payment is returned as it is; otherwise a new payment with its own hosted page is made.
   */
  async function payAgain(
    customerId: number,
    orderExternalId: string,
    method: string | null,
  ): Promise<PaymentStarted> {
    const [customer] = await db
      .select({ foreign: customers.foreign })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!customer) throw new NotFoundError();
    const gateway = gatewayFor(gateways, customer.foreign, method);
    const paymentExternalId = randomUUID();
    // Read before the transaction: the rates' memo may need the database, which on PGlite is this transaction's.
    const book = (await rates.get()).rates;
    return db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.externalId, orderExternalId), eq(orders.customerId, customerId)))
        .for('update');
      if (!order) throw new NotFoundError('orderNotFound');
      if (order.status !== 'PAGAMENTO' || order.releasedAt)
        throw new ValidationError({ order: ['paymentNotPending'] }, 'paymentNotPending');
      // Its hold is over (the release job may not have run yet): its stock is no longer its own, so no new payment.
      if (order.expiresAt.getTime() <= now().getTime())
        throw new ValidationError({ order: ['orderExpired'] }, 'orderExpired');
      // A SOLICITANDO payment (its checkout still asking the provider, or waiting for a retry) is pending too: a new
      // charge beside it could be paid twice.
      const [pending] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), inArray(payments.status, ['AGUARDANDO', 'SOLICITANDO'])))
        .orderBy(desc(payments.id))
        .limit(1);
      const answer = (p: { externalId: string; paymentLink: string | null }) => ({
        paymentLinks: p.paymentLink ? [p.paymentLink] : [],
        order: { externalId: order.externalId, number: order.number },
        paymentExternalId: p.externalId,
      });
      if (pending) return answer(pending);
      const at = now();
      const charge = await openPayment(siteUrl, tx, gateway, {
        paymentExternalId,
        orderId: order.id,
        amountMinor: order.totalMinor,
        currencyId: order.currencyId,
        method,
        foreign: customer.foreign,
        at,
        expiresAt: order.expiresAt,
        rates: book,
      });
      return answer({ externalId: paymentExternalId, paymentLink: charge.url });
    });
  }
  return payAgain;
}
