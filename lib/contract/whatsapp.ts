import { z } from 'zod';
import { externalIdSchema } from './cart';
import { currencyIdParam } from './common';

/**
 * The seller whose turn it is to answer a storefront WhatsApp conversation (issue 28). `whatsapp` is null when
 * nobody is on duty: the storefront then uses the store's own number.
 */
export const dutySellerSchema = z.object({
  nome: z.string().nullable(),
  whatsapp: z.string().nullable(),
  /** The seller's id (sellers.id) when one is on duty: the shared cart's link credits them (`vendedor=`). */
  id: z.number().int().optional(),
});
export type DutySellerAnswer = z.infer<typeof dutySellerSchema>;

/** A shared cart's token: 16 characters of random id and 16 of signature, base64url (issue 28). */
export const cartShareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'invalidValue');
export const cartShareParamsSchema = z.object({ token: cartShareTokenSchema });

/** "Send my cart to a seller": the browser's cart (its external id) in the currency it shows. */
export const cartShareRequestSchema = z.object({
  external_id: externalIdSchema,
  moeda_id: currencyIdParam,
});
export const cartShareQuerySchema = z.object({ moeda_id: currencyIdParam });
/** The back office's view: without moeda_id, the currency the shopper shared in (the one the message quoted). */
export const staffCartShareQuerySchema = z.object({ moeda_id: z.union([z.undefined(), currencyIdParam]) });

const sharedLineSchema = z.object({
  produto_id: z.number().int(),
  nome: z.string(),
  slug: z.string(),
  codigo: z.string(),
  imagem: z.string().nullable(),
  /** Units shared. */
  qtde: z.number().int(),
  /** Units in stock now. */
  estoque: z.number().int(),
  /** False: no longer sold online (no stock, hidden price). */
  disponivel: z.boolean(),
  /** Unit price now, in moeda_id (major units). */
  preco: z.number(),
});

/** What anyone holding the link sees: the lines at today's stock and prices, never who shared them. */
export const sharedCartSchema = z.object({
  /**
   * The link's token (`/c/{chave}`). Not called `token`: the storefront's proxies drop a `token` from every answer
   * so a session token can never reach the browser, and a shared cart's came out blank.
   */
  chave: z.string(),
  moeda_id: z.number().int(),
  itens: z.array(sharedLineSchema),
  /** Units and total at the time of sharing (the WhatsApp message quotes these). */
  unidades: z.number().int(),
  total_compartilhado: z.number(),
  /** Today's total of the lines still sold online, capped at stock. */
  total_atual: z.number(),
  expira_em: z.string(),
});
export type SharedCart = z.infer<typeof sharedCartSchema>;

/** The back office's view: the same, plus the customer who shared it when they were signed in. */
export const staffSharedCartSchema = sharedCartSchema.extend({
  criado_em: z.string(),
  cliente: z
    .object({ id: z.number().int(), nome: z.string(), email: z.string(), telefone: z.string() })
    .nullable(),
});
export type StaffSharedCart = z.infer<typeof staffSharedCartSchema>;

/**
 * Order updates on WhatsApp (issue 28): whether the customer asked for them, and since when; `disponivel` false while
 * the store sends none (WhatsApp off in its configuration): checkout and profile then do not offer them.
 */
export const whatsappUpdatesSchema = z.object({
  ativo: z.boolean(),
  desde: z.string().nullable(),
  disponivel: z.boolean(),
});
export const whatsappUpdatesBodySchema = z.object({ ativo: z.boolean() });
