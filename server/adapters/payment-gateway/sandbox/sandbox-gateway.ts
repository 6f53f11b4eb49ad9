import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { sandboxCharges } from '../../../db/schema';
import type { ChargeRequest, GatewayEvent, PaymentGateway } from '../types';
import { verifyWebhookSignature, WEBHOOK_SIGNATURE_HEADER } from '../webhook-signature';

/** The event body the sandbox posts (and a real provider's adapter would translate to). */
export const sandboxEventSchema = z.object({
  id: z.string().min(1).max(80),
  type: z.enum(['charge.approved', 'charge.declined']),
  data: z.object({
    payment_external_id: z.uuid(),
    amount_minor: z.number().int().min(0),
    currency_id: z.number().int(),
    method: z.string().max(30).nullable(),
    instalments: z.number().int().min(1).max(10),
  }),
});
export type SandboxEvent = z.infer<typeof sandboxEventSchema>;

/**
 * The built-in gateway: its hosted page lives at `${publicUrl}/sandbox-gateway/pay/{charge}` (routes in
 * server/routes/sandbox-gateway.ts), its books in the sandbox_* tables, and it notifies the store by signed webhook
 * (sandbox-deliveries.ts). Offline, deterministic, replaceable by a real provider behind the same interface.
 */
export function sandboxGateway({ publicUrl, webhookKey }: { publicUrl: string; webhookKey: string }): PaymentGateway {
  return {
    name: 'sandbox',
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
    verifyWebhook(rawBody, headers, nowMs): GatewayEvent | null {
      const header = headers[WEBHOOK_SIGNATURE_HEADER];
      if (!verifyWebhookSignature(webhookKey, rawBody, typeof header === 'string' ? header : undefined, nowMs)) return null;
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
    },
  };
}
