/**
 * Order and payment statuses (spec §4) and the only transitions allowed between them, in one place.
 * Orders: PAGAMENTO (awaiting payment) → PAGO (paid: pickup code issued) → ENVIADO → ESTORNADO (refunded);
 * AUTORIZADO (card authorised, not captured) → PAGO; unpaid orders past their hold become CANCELADO and give their
 * stock back. AGUARDANDO is the spec's generic "awaiting", kept for orders created before a payment exists.
 * Payments: AGUARDANDO → PAGO | RECUSADO (declined: the shopper may pay again with a new payment) | CANCELADO;
 * PAGO → ESTORNANDO (a refund claimed before its provider is called; kept while the provider has only scheduled it)
 * → ESTORNADO once the provider confirms the money went back, or back to PAGO when it refuses (decision 0039).
 * A refund or chargeback made at the provider moves PAGO straight to ESTORNADO.
 * SOLICITANDO (not the spec's): written by checkout before a remote provider is called, without reference or link;
 * the provider's answer moves it to AGUARDANDO, a refusal to RECUSADO (decision 0036). Shown as AGUARDANDO.
 */
export type OrderStatus =
  'AGUARDANDO' | 'PAGAMENTO' | 'AUTORIZADO' | 'PAGO' | 'ENVIADO' | 'ESTORNADO' | 'CANCELADO';
export type PaymentStatus =
  | 'SOLICITANDO'
  | 'AGUARDANDO'
  | 'PAGO'
  | 'FINALIZADO'
  | 'RECUSADO'
  | 'CANCELADO'
  | 'ESTORNANDO'
  | 'ESTORNADO';

const ORDER_NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  AGUARDANDO: ['PAGAMENTO', 'CANCELADO'],
  PAGAMENTO: ['AUTORIZADO', 'PAGO', 'CANCELADO'],
  AUTORIZADO: ['PAGO', 'CANCELADO'],
  PAGO: ['ENVIADO', 'ESTORNADO'],
  ENVIADO: ['ESTORNADO'],
  ESTORNADO: [],
  CANCELADO: ['PAGO'], // a payment approved after the hold ran out still counts if the stock can be taken again (see lateApprovalRevives)
};

const PAYMENT_NEXT: Record<PaymentStatus, readonly PaymentStatus[]> = {
  SOLICITANDO: ['AGUARDANDO', 'PAGO', 'RECUSADO', 'CANCELADO'],
  AGUARDANDO: ['PAGO', 'RECUSADO', 'CANCELADO'],
  PAGO: ['FINALIZADO', 'ESTORNANDO', 'ESTORNADO'],
  FINALIZADO: ['ESTORNANDO', 'ESTORNADO'],
  ESTORNANDO: ['ESTORNADO'], // or back to PAGO when the provider refuses: refunds.ts releases its own claim
  ESTORNADO: [],
  RECUSADO: [],
  CANCELADO: ['PAGO'],
};

export const canMoveOrder = (from: string, to: OrderStatus): boolean =>
  (ORDER_NEXT[from as OrderStatus] ?? []).includes(to);
export const canMovePayment = (from: string, to: PaymentStatus): boolean =>
  (PAYMENT_NEXT[from as PaymentStatus] ?? []).includes(to);

/**
 * CANCELADO → PAGO is for an order whose hold ran out. One the staff cancelled stays cancelled: its approval is
 * recorded and the money waits for a refund (decision 0037).
 */
export const lateApprovalRevives = (order: { status: string; cancelledAt: Date | null }): boolean =>
  order.status !== 'CANCELADO' || order.cancelledAt === null;

/** Payments the shopper may still pay (or is about to be able to): expiry and cancels close both. */
export const OPEN_PAYMENT = ['AGUARDANDO', 'SOLICITANDO'] as const;

/** The status shoppers and staff read: SOLICITANDO is only the seconds before the provider answers ("aguardando"). */
export const shownPaymentStatus = (status: string): string =>
  status === 'SOLICITANDO' ? 'AGUARDANDO' : status;

/** A payment whose money the provider still holds for the store: it can be refunded, or found refunded at the provider. */
export const REFUNDABLE_PAYMENT = ['PAGO', 'FINALIZADO'] as const;
