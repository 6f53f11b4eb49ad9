import { z } from 'zod';
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

export const draftCreateSchema = z.object({
  customer_id: z.number().int().min(1).max(2_147_483_647),
  /** 1 BRL, 2 USD, 3 PYG; absent: guaranis for Paraguayans, reais for Brazilians. */
  currency_id: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
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
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    foreign: z.boolean(),
  }),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  currency_id: z.number().int(),
  lines: z.array(line),
  items_minor: z.number().int(),
  discount_minor: z.number().int(),
  /** The largest discount the items allow now (DRAFT_MAX_DISCOUNT_PERCENT). */
  max_discount_minor: z.number().int(),
  status: z.enum(['open', 'sent']),
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
export const draftLinkAnswerSchema = z.object({
  pedido: z.object({ external_id: z.string(), pedido: z.number().int() }),
  /** Where the customer pays: the provider's page of the pending payment (pay-now's answer). */
  link_pagamento: z.array(z.string()),
  pagamento_external_id: z.string(),
});
