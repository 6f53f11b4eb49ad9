/**
 * Order and payment statuses (spec §4) and the only transitions allowed between them, in one place.
 * Orders: PAGAMENTO (awaiting payment) → PAGO (paid: pickup code issued) → ENVIADO → ESTORNADO (refunded);
 * AUTORIZADO (card authorised, not captured) → PAGO; unpaid orders past their hold become CANCELADO and give their
 * stock back. AGUARDANDO is the spec's generic "awaiting", kept for orders created before a payment exists.
 * Payments: AGUARDANDO → PAGO | RECUSADO (declined: the shopper may pay again with a new payment) | CANCELADO;
 * PAGO → ESTORNADO when the store refunds it through its provider (server/services/payments/refunds.ts).
 */
export type OrderStatus = 'AGUARDANDO' | 'PAGAMENTO' | 'AUTORIZADO' | 'PAGO' | 'ENVIADO' | 'ESTORNADO' | 'CANCELADO';
export type PaymentStatus = 'AGUARDANDO' | 'PAGO' | 'FINALIZADO' | 'RECUSADO' | 'CANCELADO' | 'ESTORNADO';

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
  AGUARDANDO: ['PAGO', 'RECUSADO', 'CANCELADO'],
  PAGO: ['FINALIZADO', 'ESTORNADO'],
  FINALIZADO: ['ESTORNADO'],
  ESTORNADO: [],
  RECUSADO: [],
  CANCELADO: ['PAGO'],
};

export const canMoveOrder = (from: string, to: OrderStatus): boolean => (ORDER_NEXT[from as OrderStatus] ?? []).includes(to);
export const canMovePayment = (from: string, to: PaymentStatus): boolean => (PAYMENT_NEXT[from as PaymentStatus] ?? []).includes(to);

/**
 * CANCELADO → PAGO is for an order whose hold ran out. One the staff cancelled stays cancelled: its approval is
 * recorded and the money waits for a refund (decision 0037).
 */
export const lateApprovalRevives = (order: { status: string; cancelledAt: Date | null }): boolean => order.status !== 'CANCELADO' || order.cancelledAt === null;
