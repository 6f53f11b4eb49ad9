/**
 * An order as its customer sees it (spec §3 Order), in the domain's words: what the order queries answer. The routes
 * turn it into spec §7's body (server/routes/order-answers.ts). Money in minor units of the order's currency.
 */
export interface OrderView {
  id: number;
  externalId: string;
  /** The order number the shopper quotes. */
  number: number;
  createdAt: Date;
  totalMinor: number;
  shippingMinor: number;
  currencyId: number;
  status: string;
  pickupCode: string | null;
  /** The hosted page of the newest unpaid payment while the order awaits payment. */
  paymentLink: string | null;
  handover: OrderHandover;
  handedOverAt: Date | null;
  /** A pickup order prepared at its point (issue 28). */
  readyAt: Date | null;
  shippedAt: Date | null;
  trackingNote: string | null;
  payments: OrderPaymentView[];
  lines: OrderLineView[];
}

/** How the goods reach the buyer: delivered to their address, or collected at a pickup point. */
export type OrderHandover =
  | { kind: 'delivery'; serviceName: string; address: string | null }
  | {
      kind: 'pickup';
      pointName: string | null;
      address: string | null;
      city: string | null;
      state: string | null;
      hours: string | null;
    };

export interface OrderPaymentView {
  externalId: string;
  status: string;
  /** Null while the shopper has not chosen one. */
  method: string | null;
  instalments: number;
  amountMinor: number;
  /** Only while the payment waits. */
  paymentLink: string | null;
  createdAt: Date;
  /** What the provider returned to pay with, only while the payment waits. */
  instructions: PaymentInstructionsView | null;
}

/** The PIX code, the boleto, and the amount in local money, as the provider returned them. */
export interface PaymentInstructionsView {
  pixCode: string | null;
  boletoLine: string | null;
  boletoUrl: string | null;
  /** Cents of `currency` (the provider's local money), when it differs from the order's. */
  localAmount: { minor: number; currency: string } | null;
  expiresAt: string | null;
}

export interface OrderLineView {
  id: number;
  quantity: number;
  unitPriceMinor: number;
  subtotalMinor: number;
  product: {
    id: number;
    name: string;
    code: string;
    slug: string | null;
    active: boolean;
    imageUrl: string | null;
  };
}

/** Spec §4 payment polling: the payment's order, with its payments, the polled one first. */
export interface PaymentPoll {
  order: OrderView;
  payments: OrderPaymentView[];
}
