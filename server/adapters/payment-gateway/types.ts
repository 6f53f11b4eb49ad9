import type { Rate } from '../../../lib/money';
import type { PaymentMethod } from '../../../lib/contract/checkout';
import type { Db } from '../../db/client';

export type BuyerKind = 'brazilian' | 'paraguayan';

/** The order as a provider needs it (buyer profile, items); read only when a remote provider asks for it. */
export interface ChargeDetails {
  orderNumber: number;
  buyer: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    documentType: string;
    document: string;
    companyName: string | null;
  };
  items: { productId: number; name: string; quantity: number; totalMinor: number }[];
}

/** The order's delivery address, else the buyer's main one (EBANX asks a boleto's payer address); state: the UF. */
export interface ChargeAddress {
  street: string;
  number: string;
  district: string;
  complement: string | null;
  postalCode: string | null;
  city: string;
  state: string | null;
}

/** What the store asks a gateway to charge: one payment of one order. */
export interface ChargeRequest {
  paymentExternalId: string;
  amountMinor: number;
  currencyId: number;
  /** Chosen in checkout step 2; null lets the hosted page ask. */
  method: string | null;
  lang: 'pt' | 'es';
  buyerKind: BuyerKind;
  /** Where the hosted page sends the shopper back (the storefront's /checkout/payment). */
  returnUrl: string;
  /** The order's hold: the provider's payment deadline. */
  expiresAt: Date;
  details: () => Promise<ChargeDetails>;
  /** The payer's address, read only when asked (EBANX boleto); null when the buyer has none. */
  address?: () => Promise<ChargeAddress | null>;
  /**
   * The day's rates (a provider charging in another currency converts with them), read by the caller before its
   * transaction opens: a read inside it would wait, on PGlite's one connection, for that very transaction.
   */
  rates: readonly Rate[];
}

/** What the payment page shows when the provider answers with it (PIX QR and code, boleto line and PDF). */
export interface PaymentInstructions {
  pixCode?: string;
  boletoLine?: string;
  boletoUrl?: string;
  /** The amount the shopper pays in local money, formatted by the provider's currency (e.g. BRL for a USD order). */
  localAmountMinor?: number;
  localCurrency?: string;
  expiresAt?: string;
}

export interface ChargeResult {
  /** Where the shopper pays: the provider's page, or our own payment page when the provider returned a PIX/boleto. */
  url: string;
  reference: string;
  /** The amount and currency the provider was asked for, when it is not the order's (Pagopar: guaranis). */
  providerAmountMinor?: number;
  providerCurrencyId?: number;
  instructions?: PaymentInstructions;
}

/** A verified fact from the gateway about one payment, whichever way it came (notification, return, reconciliation). */
export interface GatewayEvent {
  eventId: string;
  /** refunded / chargeback: the money went back to the buyer at the provider (our refund confirmed, or theirs). */
  type: 'approved' | 'declined' | 'refunded' | 'chargeback';
  paymentExternalId: string;
  amountMinor: number;
  currencyId: number;
  method: string | null;
  instalments: number;
}

/** A payment's state as its provider reports it when asked. */
export interface ProviderState {
  status: 'pending' | 'paid' | 'declined' | 'refunded' | 'chargeback';
  amountMinor: number;
  currencyId: number;
  method: string | null;
  instalments: number;
}

/** The payment as the store recorded it, for queries and refunds. */
export interface PaymentRef {
  paymentExternalId: string;
  reference: string;
  amountMinor: number;
  currencyId: number;
}

/** A notification that passed the provider's own check: the payments it names and the exact answer the provider expects. */
export interface NotificationReceipt {
  /** Provider references of the payments to query; the notification's own claims are never applied. */
  references: string[];
  reply: { status: number; body: unknown };
}

/** The provider did not answer (timeout, network, 5xx): the caller tells the shopper and writes nothing. */
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable';
}
/** The provider answered with a refusal (bad data, refund not allowed). */
export class ProviderRefused extends Error {
  override name = 'ProviderRefused';
}
/**
 * The provider already holds a charge under this payment's id and its page cannot be had again (Pagopar answers a
 * repeated id_pedido_comercio with "El pedido ya existe para ese comercio" and no hash): nobody can pay it.
 */
export class ChargeAlreadyRequested extends ProviderRefused {
  override name = 'ChargeAlreadyRequested';
}

/** The buyer's profile or cart is not what the provider accepts (EBANX: a valid CPF; Pagopar: its total limits); checked before any call. */
export class BuyerDataRefused extends Error {
  override name = 'BuyerDataRefused';
  constructor(
    readonly field: string,
    readonly messageKey: 'cpfRequiredForPayment' | 'paymentAmountOutOfRange' | 'boletoAddressRequired',
  ) {
    super(messageKey);
  }
}

/**
 * The one seam to a payment provider: create a payment, read its state, refund it, verify an incoming notification.
 * Adapters: sandbox (development, tests, demo), pagopar (Paraguayan buyers), ebanx (Brazilian buyers).
 */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'pagopar' | 'ebanx';
  /** The spec §1 methods this provider offers the buyer kind (checkout step 2 lists these). */
  methods(kind: BuyerKind): readonly PaymentMethod[];
  /**
   * Registers a charge, with the payment id as the provider's idempotency key. Checkout calls a remote provider
   * outside its transaction (the payment waits as SOLICITANDO, decision 0036); pay-now still calls it inside its own.
   */
  createCharge(tx: Db, req: ChargeRequest): Promise<ChargeResult>;
  /**
   * The sandbox writes its books in the caller's transaction (`tx` of createCharge): checkout keeps calling it there.
   */
  readonly inTransaction?: boolean;
  /** What the provider would refuse without being called (BuyerDataRefused), checked before the stock is taken. */
  precheck?(req: ChargeRequest): Promise<void>;
  /**
   * The charge made earlier under this payment's id, found by that id (EBANX /ws/query merchant_payment_code); null
   * when the provider has none. Absent where the provider can only be asked by its own reference (Pagopar).
   */
  findCharge?(req: ChargeRequest): Promise<ChargeResult | null>;
  /** The payment's state at the provider; null when the provider does not know it. */
  query(payment: PaymentRef): Promise<ProviderState | null>;
  /**
   * Refunds the whole payment; throws ProviderRefused or ProviderUnavailable. `pending`: the provider accepted it but
   * has not applied it yet (Pagopar "Agendada", EBANX refund not yet CO); query() says "refunded" once it has.
   */
  refund(payment: PaymentRef): Promise<{ reference: string; pending?: boolean }>;
  /**
   * The provider keys a refund by our code (EBANX merchant_refund_code), so asking again can never refund twice: a
   * refund whose call went unanswered stays claimed and is sent again, instead of being given back (decision 0039).
   */
  readonly idempotentRefunds?: boolean;
  /** Checks a notification as the provider documents; null when it is forged or malformed. */
  verifyNotification(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
    nowMs: number,
  ): NotificationReceipt | null;
}
