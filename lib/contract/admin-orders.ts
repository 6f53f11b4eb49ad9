import { z } from 'zod';
import { moedaSchema } from './common';
import { paymentMethodSchema } from './checkout';

/** Back-office orders (issue 19): the list with filters, one order in full, transitions, the pickup counter. */
export const ADMIN_ORDER_STATUSES = [
  'AGUARDANDO',
  'PAGAMENTO',
  'AUTORIZADO',
  'PAGO',
  'ENVIADO',
  'ESTORNADO',
  'CANCELADO',
] as const;

export const adminOrdersQuerySchema = z.object({
  status: z.enum(ADMIN_ORDER_STATUSES).optional(),
  /** foreign: Brazilian (estrangeiro) buyers; local: Paraguayan. */
  buyer: z.enum(['foreign', 'local']).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  payment_method: paymentMethodSchema.optional(),
  pickup_point_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /** Store pickup or home delivery (the "today" page's counter and shipping counts open these). */
  delivery: z.enum(['retirada', 'entrega']).optional(),
  /** no: not yet handed over at the counter or the door. */
  handed_over: z.enum(['yes', 'no']).optional(),
  /** pending: a refund sent to its provider and not yet confirmed (a payment in ESTORNANDO). */
  refund: z.enum(['pending']).optional(),
  /** rejected: SET rejected the order's latest electronic document. */
  invoice: z.enum(['rejected']).optional(),
  /** The last campaign source recorded at checkout (issue 28); "(direto)" for orders without one. */
  source: z.string().trim().min(1).max(80).optional(),
  /** The seller (sellers.id) whose link brought the shopper. */
  seller_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /** Order number, or part of the customer's name, e-mail or document. */
  q: z.string().trim().min(1).max(100).optional(),
  /** Opaque keyset cursor from the previous page's next_cursor. */
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,80}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

const money = z.object({ value: z.number(), moeda: moedaSchema });

export const adminOrderRowSchema = z.object({
  number: z.number().int(),
  external_id: z.string(),
  created_at: z.string(),
  status: z.string(),
  total: money,
  buyer: z.object({ name: z.string(), email: z.string(), document: z.string(), foreign: z.boolean() }),
  delivery: z.enum(['retirada', 'entrega']),
  payment_method: z.string().nullable(),
  pickup_point_id: z.number().int().nullable(),
  handed_over_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  /** Who sold it (issue 28): the staff member who sent the draft order, else the seller whose link brought them. */
  seller: z.string().nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;
export const adminOrdersPageSchema = z.object({
  data: z.array(adminOrderRowSchema),
  next_cursor: z.string().nullable(),
});

export const orderNumberParamsSchema = z.object({
  number: z.coerce.number().int().min(1).max(2_147_483_647),
});

const staffRef = z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable();

export const adminOrderDetailSchema = adminOrderRowSchema.extend({
  shipping: money,
  // No pickup_code (issue 26): whoever reads the order in the back office could collect it. The counter finds the
  // order from the code the shopper brings (GET /admin/pickup/:code).
  customer: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    document_type: z.string(),
    document: z.string(),
    foreign: z.boolean(),
    lang: z.enum(['pt', 'es']),
  }),
  address: z.string().nullable(),
  pickup_point: z.object({ id: z.number().int(), name: z.string(), address: z.string() }).nullable(),
  delivery_service: z.string().nullable(),
  tracking_note: z.string().nullable(),
  shipped_by: staffRef,
  handed_over_by: staffRef,
  /** A pickup order prepared at its point (issue 28): when and by whom. */
  ready_at: z.string().nullable(),
  ready_by: staffRef,
  /** The staff member who built and sent it as a draft order (decision 0047). */
  seller_staff: staffRef,
  /** A manager's discount on a draft order (0 otherwise), already off the total. */
  discount: money,
  items: z.array(
    z.object({
      product_id: z.number().int(),
      name: z.string(),
      code: z.string(),
      quantity: z.number().int(),
      unit_price: z.number(),
      subtotal: z.number(),
    }),
  ),
  payments: z.array(
    z.object({
      external_id: z.string(),
      method: z.string(),
      status: z.string(),
      amount: z.number(),
      /** The wire keeps its published spelling; inside, the code says instalments (decision 0045). */
      installments: z.number().int(),
      provider: z.string(),
      gateway_reference: z.string().nullable(),
      created_at: z.string(),
      decided_at: z.string().nullable(),
      events: z.array(z.object({ event_id: z.string(), type: z.string(), received_at: z.string() })),
    }),
  ),
  /** What the staff member may do next (the UI shows only these buttons; the API checks again). */
  actions: z.array(z.enum(['ship', 'ready', 'cancel', 'refund', 'hand_over'])),
  /** A refund was asked and the provider has not confirmed it yet (payment ESTORNANDO): no refund button meanwhile. */
  refund_pending: z.boolean().optional(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const shipOrderSchema = z.object({ tracking_note: z.string().trim().max(300).optional().nullable() });
export const refundOrderSchema = z.object({ reason: z.string().trim().max(300).optional().nullable() });
export const cancelOrderSchema = z.object({ reason: z.string().trim().max(300).optional().nullable() });

export const pickupCodeParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{4,20}$/),
});
export const pickupLookupSchema = z.object({
  number: z.number().int(),
  status: z.string(),
  customer: z.object({ name: z.string(), document_type: z.string(), document: z.string() }),
  pickup_point: z.string().nullable(),
  items: z.array(z.object({ name: z.string(), code: z.string(), quantity: z.number().int() })),
  handed_over_at: z.string().nullable(),
  handed_over_by: z.string().nullable(),
  /** True when the counter may hand it over now (PAGO, store pickup, not yet handed over). */
  can_hand_over: z.boolean(),
});
export type PickupLookup = z.infer<typeof pickupLookupSchema>;
/** A second hand-over of the same code: 409 with who collected it and when. */
export const handedOverConflictSchema = z.object({
  message: z.string(),
  handed_over_at: z.string().optional(),
  handed_over_by: z.string().optional(),
});
