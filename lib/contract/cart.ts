import { z } from 'zod';
import { currencyIdParam, intParam, moedaSchema, positiveIntString, wholeNumber } from './common';

/**
 * Cart calls (spec §3 Cart / Cart item, §7 /ecom/venda/carrinho). The browser sends item fields as strings (spec
 * §7); plain digits are read as numbers here. The server is the only authority on prices and stock: `valor_unitario` and `token`
 * from the client are read only to tell the shopper that a price changed since it was shown.
 */

/** "true"/"false"/"1"/"0" or a real boolean. */
const looseBool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** Most lines a cart may hold; a real shopper never gets near it, a script can't grow a cart without bound. */
export const CART_MAX_LINES = 100;
/** Largest quantity one request may ask for; stock caps it further. */
export const CART_MAX_QTY = 9999;

export const externalIdSchema = z.uuid();

export const cartItemInputSchema = z.object({
  produto_id: positiveIntString,
  qtde: intParam(0, CART_MAX_QTY),
  armazem_id: wholeNumber.pipe(z.literal(1)).optional().default(1),
  valor_unitario: z
    .union([z.string().max(32), z.number()])
    .optional()
    .nullable(),
  ativo: looseBool.optional().default(true),
  token: z.string().max(64).optional().nullable(),
});

export const cartCreateSchema = z.object({
  external_id: externalIdSchema,
  filial_id: wholeNumber.pipe(z.literal(1)).optional().default(1),
  moeda_id: currencyIdParam,
  itens: z.array(cartItemInputSchema).max(CART_MAX_LINES).default([]),
});
export type CartCreateRequest = z.output<typeof cartCreateSchema>;

export const cartUpdateSchema = cartCreateSchema.extend({ id: positiveIntString.optional() });

export const cartIdParamsSchema = z.object({ cartId: positiveIntString });
export const cartExternalParamsSchema = z.object({ externalId: externalIdSchema });
export const cartLineParamsSchema = z.object({ externalId: externalIdSchema, produtoId: positiveIntString });
export const cartQuerySchema = z.object({ moeda_id: currencyIdParam });

/** Add one unit (spec §4: +1 up to stock; a removed line comes back with 1). */
export const cartAddSchema = z.object({ produto_id: positiveIntString, moeda_id: currencyIdParam });
/** Set a line's quantity: capped at stock, 0 removes the line. */
export const cartSetQuantitySchema = z.object({ qtde: intParam(0, CART_MAX_QTY), moeda_id: currencyIdParam });

export const cartProductSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  slug: z.string(),
  codigo: z.string(),
  imagens: z.array(z.object({ url: z.string() })),
  mostrar_preco: z.boolean(),
  tem_estoque: z.boolean(),
  tem_medida: z.boolean(),
  qtde_disponivel: z.number().int(),
});

export const cartItemSchema = z.object({
  id: z.number().int(),
  produto_id: z.number().int(),
  qtde: z.number().int(),
  armazem_id: z.literal(1),
  /** Current unit price in the cart's currency (major units). */
  valor_unitario: z.number(),
  valor_subtotal: z.number(),
  ativo: z.boolean(),
  /** Signed current price: echo it back to prove which price was shown. */
  token: z.string(),
  /** The price the client last saw (its token) is not the current one. */
  preco_alterado: z.boolean(),
  /** The quantity was lowered to what is in stock. */
  qtde_ajustada: z.boolean(),
  produto: cartProductSchema,
});

export const cartSchema = z.object({
  id: z.number().int(),
  external_id: z.string(),
  filial_id: z.literal(1),
  moeda_id: z.number().int(),
  moeda: moedaSchema,
  /** Every line, inactive ones included (ativo false = removed; clients hide them). */
  itens: z.array(cartItemSchema),
  /** Sum of active lines, major units of the cart's currency. */
  valor_total: z.number(),
  valor_total_formatado: z.string(),
  /** Units in active lines (the header badge). */
  quantidade_itens: z.number().int(),
  cliente_endereco_id: z.number().int().nullable(),
  /** The cart belongs to a customer: only that customer's token reads or changes it. */
  vinculado: z.boolean(),
});
export type CartResponse = z.infer<typeof cartSchema>;
