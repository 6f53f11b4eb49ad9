import { z } from 'zod';
import { cartItemInputSchema, CART_MAX_LINES, externalIdSchema } from './cart';
import { currencyIdParam, moedaSchema, positiveIntString, wholeNumber } from './common';

/**
 * Shipping (spec §3 Shipping option / Pickup point, §7 calcular-frete and pontos-entrega). Prices come from the
 * server; each option carries a signed token (service, pickup point, price, currency, cart, city, expiry) that
 * checkout checks, so a forged or stale `valor_frete` is refused there.
 */

export const calculateShippingSchema = z.object({
  cidade_id: positiveIntString.optional(),
  id: positiveIntString.optional(),
  external_id: externalIdSchema.optional(),
  filial_id: wholeNumber.pipe(z.literal(1)).optional(),
  moeda_id: currencyIdParam,
  cep: z.string().max(10).optional().nullable(),
  /** Spec §9: default shipping country id 2 (Paraguay). */
  pais_id: wholeNumber
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .optional()
    .default(2),
  /** Read for compatibility with the spec's payload; the server prices the cart it keeps. */
  itens: z.array(cartItemInputSchema.partial()).max(CART_MAX_LINES).optional(),
  cidade_alternativa_id: positiveIntString.optional().nullable(),
  id_servico: positiveIntString.optional().nullable(),
  id_ponto_entrega: positiveIntString.optional().nullable(),
  cliente_endereco_id: positiveIntString.optional().nullable(),
});

export const pickupPointSchema = z.object({
  id: z.number().int(),
  ponto_entrega: z.string(),
  endereco: z.string(),
  horario_atendimento: z.string(),
  estado: z.string(),
  estado_id: z.number().int(),
  cidade: z.string(),
  cidade_id: z.number().int(),
  /** Signed store-pickup option for this point (the token checkout takes when this point is chosen). */
  token_servico: z.string(),
});
export type PickupPointBody = z.infer<typeof pickupPointSchema>;

export const shippingOptionSchema = z.object({
  /** null: store pickup. */
  entrega_servico_id: z.number().int().nullable(),
  entrega_integrador_id: z.number().int().nullable(),
  descricao: z.string(),
  /** Days until delivery (0 = same day). */
  prazo: z.number().int(),
  /** Major units of the cart's currency; 0 is free. */
  valor: z.number(),
  valor_formatado: z.string(),
  moeda: moedaSchema,
  token: z.string(),
  opcionais: z.object({ pontos_entrega: z.array(pickupPointSchema) }),
});
export type ShippingOptionBody = z.infer<typeof shippingOptionSchema>;

export const shippingOptionsSchema = z.array(shippingOptionSchema);

export const pickupPointsQuerySchema = z.object({
  estado_id: positiveIntString.optional(),
  cidade_id: positiveIntString.optional(),
  moeda_id: currencyIdParam,
});
export const pickupPointsResponseSchema = z.array(pickupPointSchema);
