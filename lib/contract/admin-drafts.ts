import { z } from 'zod';
import { emailField } from './account-fields';
import { checkoutStartSchema } from './checkout';

/**
 * Orders a seller builds (issue 28 point 3, docs/decisions/0047-draft-orders.md): staff (clerk or above) make a
 * cart for a customer, quote pickup or delivery with the checkout's own rules, and send it as a payment link.
 * Prices always come from the catalogue; a manager (or owner) may give a discount of at most
 * DRAFT_MAX_DISCOUNT_PERCENT of the items' total.
 */
export const DRAFT_MAX_DISCOUNT_PERCENT = 15;
/** How long a sent draft's payment link answers (the order's own hold may end sooner: then pay-now says so). */
export const DRAFT_LINK_TTL_HOURS = 72;

const id = z.coerce.number().int().min(1).max(2_147_483_647);

export const draftParamsSchema = z.object({ id });

/** An invitation to register: whom the seller invites (no account found by e-mail, phone or document). */
export const draftInviteSchema = z.object({
  name: z.string().trim().min(2).max(100),
  email: emailField,
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{8,20}$/),
  foreign: z.boolean(),
});

export const draftCreateSchema = z
  .object({
    customer_id: z.number().int().min(1).max(2_147_483_647).optional(),
    /** Instead of customer_id: an invitation (the order is made when the invited person claims the link). */
    invite: draftInviteSchema.optional(),
    /** 1 BRL, 2 USD, 3 PYG; absent: guaranis for Paraguayans, dollars for Brazilians. */
    currency_id: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  })
  .refine((b) => (b.customer_id === undefined) !== (b.invite === undefined), {
    path: ['customer_id'],
    message: 'customerOrInvite',
  });

/**
 * One line's units (0 removes it). `unit_price_minor` is in the schema only to be refused with 403: prices come
 * from the catalogue, whoever asks (a manager gives a discount instead).
 */
export const draftLineSchema = z.object({
  product_id: z.number().int().min(1).max(2_147_483_647),
  quantity: z.number().int().min(0).max(999),
  unit_price_minor: z.number().optional(),
});

export const draftDiscountSchema = z.object({
  discount_minor: z.number().int().min(0).max(2_000_000_000),
});

/**
 * Delivery to a city (or one of the customer's addresses), or store pickup: the checkout's quote. Neither given: the
 * customer's first address.
 */
export const draftQuoteSchema = z.object({
  /** Store pickup (the points), or home delivery to address_id (Paraguayans with a saved address only). */
  mode: z.enum(['pickup', 'delivery']).optional(),
  city_id: z.number().int().min(1).max(2_147_483_647).optional(),
  address_id: z.number().int().min(1).max(2_147_483_647).optional(),
});

/** The chosen quote, as checkout step 3 sends it (spec §7 iniciar-checkout), without the WhatsApp consent. */
export const draftSendSchema = checkoutStartSchema.omit({ whatsapp_atualizacoes: true });

export const draftProductsQuerySchema = z.object({ q: z.string().trim().min(2).max(100) });

const line = z.object({
  product_id: z.number().int(),
  name: z.string(),
  code: z.string(),
  quantity: z.number().int(),
  /** Units in stock now. */
  available: z.number().int(),
  unit_price_minor: z.number().int(),
  subtotal_minor: z.number().int(),
});

export const draftSchema = z.object({
  id: z.number().int(),
  customer: z.object({
    /** Null for an invitation not claimed yet. */
    id: z.number().int().nullable(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    foreign: z.boolean(),
  }),
  /** An invitation to register (no account yet when it was built). */
  invited: z.boolean(),
  /** The customer's saved addresses, for delivery (none for an invitation: pickup only). */
  addresses: z.array(z.object({ id: z.number().int(), label: z.string() })),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  currency_id: z.number().int(),
  lines: z.array(line),
  items_minor: z.number().int(),
  discount_minor: z.number().int(),
  /** The largest discount the items allow now (DRAFT_MAX_DISCOUNT_PERCENT). */
  max_discount_minor: z.number().int(),
  /** sent: an order awaits payment; invited: the link awaits the invited person's account. */
  status: z.enum(['open', 'sent', 'invited']),
  order: z
    .object({ number: z.number().int(), external_id: z.string(), total_minor: z.number().int() })
    .nullable(),
  /** The signed link the customer pays through (sent drafts only). */
  payment_link: z.string().nullable(),
});
export type Draft = z.infer<typeof draftSchema>;

export const draftProductsSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      code: z.string(),
      available: z.number().int(),
      unit_price_minor: z.number().int(),
      sellable: z.boolean(),
    }),
  ),
});

export const draftShippingSchema = z.object({
  data: z.array(
    z.object({
      service_id: z.number().int().nullable(),
      description: z.string(),
      lead_time_days: z.number().int(),
      amount_minor: z.number().int(),
      token: z.string(),
      pickup_points: z.array(
        z.object({ id: z.number().int(), name: z.string(), address: z.string(), token: z.string() }),
      ),
    }),
  ),
});

/** The customer's side: the payment link's token (random id, expiry, signature). */
export const draftLinkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16}\.[0-9]{1,12}\.[A-Za-z0-9_-]{16}$/);
export const draftLinkParamsSchema = z.object({ token: draftLinkTokenSchema });
/** What the order is: the customer sees it before going to pay (delivery address and cost, or the pickup point). */
export const draftLinkSummarySchema = z.object({
  currency_id: z.number().int(),
  items_minor: z.number().int(),
  discount_minor: z.number().int(),
  shipping_minor: z.number().int(),
  total_minor: z.number().int(),
  /** The delivery address (home delivery) or null. */
  address: z.string().nullable(),
  /** The pickup point's name and address (store pickup) or null. */
  pickup_point: z.string().nullable(),
});
export const draftLinkAnswerSchema = z.object({
  pedido: z.object({ external_id: z.string(), pedido: z.number().int() }),
  /** Where the customer pays: the provider's page of the pending payment (pay-now's answer). */
  link_pagamento: z.array(z.string()),
  pagamento_external_id: z.string(),
  resumo: draftLinkSummarySchema,
});
export type DraftLinkAnswer = z.infer<typeof draftLinkAnswerSchema>;

/**
 * The public side of an invitation link (no session): enough to prefill the signup. An invitation already claimed,
 * a plain draft's link, or a bad or expired token answer `invited: false` (nothing about its person).
 */
export const draftInviteAnswerSchema = z.object({
  invited: z.boolean(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  foreign: z.boolean().nullable(),
});
