import type { Db } from '../../db/client';

/** What the store asks a gateway to charge: one payment of one order. */
export interface ChargeRequest {
  paymentExternalId: string;
  amountMinor: number;
  currencyId: number;
  /** Chosen in checkout step 2; null lets the hosted page ask. */
  method: string | null;
  lang: 'pt' | 'es';
  buyerKind: 'brazilian' | 'paraguayan';
  /** Where the hosted page sends the shopper back (the storefront's /checkout/payment). */
  returnUrl: string;
}

/** A verified notification from the gateway about one payment. */
export interface GatewayEvent {
  eventId: string;
  type: 'approved' | 'declined';
  paymentExternalId: string;
  amountMinor: number;
  currencyId: number;
  method: string | null;
  instalments: number;
}

/**
 * The one seam to a payment provider. The built-in sandbox implements it offline; a real provider (a Paraguayan
 * one for guaranis, a Brazilian one for PIX and cards) implements the same two calls.
 */
export interface PaymentGateway {
  readonly name: string;
  /**
   * Registers a charge and returns the hosted page's URL. Runs inside the checkout transaction: the sandbox writes its
   * books there; a remote provider would be called before the transaction opens, with the payment id as its
   * idempotency key.
   */
  createCharge(tx: Db, req: ChargeRequest): Promise<{ url: string; reference: string }>;
  /** Checks a webhook's signature and age and reads its event; null when it is unsigned, tampered or stale. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>, nowMs: number): GatewayEvent | null;
}
