import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { paymentMethodsFor } from '../../../../lib/contract/checkout';
import type { Db } from '../../../db/client';
import { sandboxCharges } from '../../../db/schema';
import type { ChargeRequest, GatewayEvent, PaymentGateway, ProviderState } from '../types';
import { verifyWebhookSignature, WEBHOOK_SIGNATURE_HEADER } from '../webhook-signature';
import { renderHostedPage, type HostedPageModel } from './hosted-page';
import { decideCharge, deliverDue, findCharge, sandboxEventSchema, type Charge } from './sandbox-books';

/** The sandbox provider's own desk, bound to its books: routes/sandbox-gateway.ts and the webhook worker use it. */
export interface SandboxDesk {
  find(chargeId: string): Promise<Charge | undefined>;
  decide(
    chargeId: string,
    decision: { approve: boolean; method: string | null; instalments: number },
    at: Date,
  ): Promise<Charge | undefined>;
  render(model: HostedPageModel): string;
  deliverDue(target: { url: string; key: string }): Promise<number>;
}

/**
 * The built-in gateway: its hosted page lives at `${publicUrl}/sandbox-gateway/pay/{charge}` (routes in
 * server/routes/sandbox-gateway.ts), its books in the sandbox_* tables, and it notifies the store by signed webhook
 * (sandbox-deliveries.ts). Offline, deterministic, replaceable by a real provider behind the same interface.
 */
export function sandboxGateway({
  db,
  publicUrl,
  webhookKey,
}: {
  db: Db;
  publicUrl: string;
  webhookKey: string;
}): PaymentGateway & {
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
    nowMs: number,
  ): GatewayEvent | null;
  /** The provider's own side: its hosted page's books and its webhook sender (what a real provider runs itself). */
  desk: SandboxDesk;
} {
  const verifyWebhook = (
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
    nowMs: number,
  ): GatewayEvent | null => {
    const header = headers[WEBHOOK_SIGNATURE_HEADER];
    if (!verifyWebhookSignature(webhookKey, rawBody, typeof header === 'string' ? header : undefined, nowMs))
      return null;
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      return null;
    }
    const parsed = sandboxEventSchema.safeParse(json);
    if (!parsed.success) return null;
    const e = parsed.data;
    return {
      eventId: e.id,
      type: e.type === 'charge.approved' ? 'approved' : 'declined',
      paymentExternalId: e.data.payment_external_id,
      amountMinor: e.data.amount_minor,
      currencyId: e.data.currency_id,
      method: e.data.method,
      instalments: e.data.instalments,
    };
  };
  const STATES: Record<string, ProviderState['status']> = {
    pending: 'pending',
    approved: 'paid',
    declined: 'declined',
    refunded: 'refunded',
  };
  return {
    name: 'sandbox',
    // Its books are written in the checkout's own transaction, so it is called there (no SOLICITANDO step).
    inTransaction: true,
    methods: (kind) => paymentMethodsFor(kind === 'brazilian'),
    async createCharge(tx: Db, req: ChargeRequest) {
      const id = randomUUID();
      await tx.insert(sandboxCharges).values({
        id,
        paymentExternalId: req.paymentExternalId,
        amountMinor: req.amountMinor,
        currencyId: req.currencyId,
        method: req.method,
        lang: req.lang,
        buyerKind: req.buyerKind,
        returnUrl: req.returnUrl,
      });
      return { url: `${publicUrl.replace(/\/$/, '')}/sandbox-gateway/pay/${id}`, reference: id };
    },
    verifyWebhook,
    desk: {
      find: (chargeId) => findCharge(db, chargeId),
      decide: (chargeId, decision, at) => decideCharge(db, chargeId, decision, at),
      render: renderHostedPage,
      deliverDue: (target) => deliverDue(db, target),
    },
    // The sandbox signs its whole event with the store's own key, so the verified body is the fact itself.
    verifyNotification: () => null,
    async query(payment) {
      const [charge] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, payment.reference));
      if (!charge) return null;
      return {
        status: STATES[charge.status] ?? 'pending',
        amountMinor: charge.amountMinor,
        currencyId: charge.currencyId,
        method: charge.method,
        instalments: 1,
      };
    },
    async refund(payment) {
      await db
        .update(sandboxCharges)
        .set({ status: 'refunded' })
        .where(eq(sandboxCharges.id, payment.reference));
      return { reference: `refund_${payment.reference}` };
    },
  };
}
