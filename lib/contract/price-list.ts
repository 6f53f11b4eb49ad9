import { z } from 'zod';
import { moedaSchema } from './common';
import { priceSchema, productsQuerySchema } from './catalog';

/**
 * GET /api/public/price-list: a listing's whole in-stock price list in one answer (spec §2/§9 printing), read
 * in one query and capped at PRICE_LIST_MAX_ROWS rows (`truncated` says when the cap cut it).
 */
export const PRICE_LIST_MAX_ROWS = 5000;

/** The listing's filters and sort; no paging, and in-stock only whatever is asked (spec §9). */
export const priceListQuerySchema = productsQuerySchema.omit({
  page: true,
  per_page: true,
  tem_estoque: true,
});

/** One printed product: only what the sheets and the text export show. */
export const priceListRowSchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  nome: z.string(),
  marca: z.string().nullable(),
  /** First picture's path, or null. */
  imagem: z.string().nullable(),
  /** Base price in US dollars; null when the price is hidden. */
  valor_venda: z.number().nullable(),
  /** Price in the requested currency; null when hidden. */
  preco_atual: priceSchema.nullable(),
});
export type PriceListRow = z.infer<typeof priceListRowSchema>;

export const priceListResponseSchema = z.object({
  data: z.array(priceListRowSchema),
  /** In-stock products matching the filters (may exceed data.length when truncated). */
  total: z.number().int(),
  truncated: z.boolean(),
  moeda: moedaSchema,
});
export type PriceList = z.infer<typeof priceListResponseSchema>;
