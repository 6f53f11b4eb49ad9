import { z } from 'zod';
import { moedaSchema, positiveIntString } from './common';

/**
 * Checkout, orders and payments (spec §3 Order, §4 Order statuses / Payment polling, §7 iniciar-checkout, pedidos,
 * buscar-pagamentos). Currency ids in orders are the same as everywhere (1 BRL, 2 USD, 3 PYG, 4 ARS); every order
 * also carries `moeda.simbolo`, which is what clients show (docs/decisions/0014-checkout-and-payments.md).
 */

/** Spec §1: payment options per buyer kind. */
export const BRAZILIAN_METHODS = ['PIX', 'CARTAO', 'VOUCHER'] as const;
export const PARAGUAYAN_METHODS = [
  'PASARELA',
  'QR',
  'TRANSFERENCIA',
  'TARJETA',
  'APP_BANCARIA',
  'BOCAS_COBRANZA',
  'POS',
] as const;
export const paymentMethodSchema = z.enum([...BRAZILIAN_METHODS, ...PARAGUAYAN_METHODS]);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
/** The one answer to "which methods may this buyer kind use" (API checks, sandbox page, checkout step 2). */
export const paymentMethodsFor = (foreign: boolean): readonly PaymentMethod[] =>
  foreign ? BRAZILIAN_METHODS : PARAGUAYAN_METHODS;
export const isMethodAllowed = (foreign: boolean, method: string): method is PaymentMethod =>
  (paymentMethodsFor(foreign) as readonly string[]).includes(method);
/** Spec §9: card in up to 10 instalments. */
export const MAX_INSTALMENTS = 10;

const nullableId = z
  .union([positiveIntString, z.null(), z.literal('')])
  .optional()
  .transform((v) => (v === '' || v === undefined ? null : v));

export const checkoutStartSchema = z.object({
  token_entrega: z.string().min(1).max(300),
  /**
   * Minor units of the cart's currency, as the signed shipping quote holds them: an integer, never a string or a
   * float (a coerced "12.5" or 12.499 could round onto the quote's amount).
   */
  valor_frete: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  cliente_endereco_id: nullableId,
  entrega_servico_id: nullableId,
  id_ponto_entrega: nullableId,
  cidade_alternativa: nullableId,
  metodo_pagamento: paymentMethodSchema.optional().nullable(),
  /** "Send me order updates on WhatsApp" ticked at checkout (issue 28): the customer's consent, from now. */
  whatsapp_atualizacoes: z.boolean().optional(),
});
export type CheckoutStartRequest = z.output<typeof checkoutStartSchema>;

export const checkoutStartResponseSchema = z.object({
  /** The first URL is the gateway's hosted payment page (spec §7). */
  link_pagamento: z.array(z.string()),
  pedido: z.object({ external_id: z.string(), pedido: z.number().int() }),
  /** Kept by the browser under `paymentExternalId` and polled (spec §4). */
  pagamento_external_id: z.string(),
});
export type CheckoutStartResponse = z.infer<typeof checkoutStartResponseSchema>;

/** @public spec §3's status vocabulary, for the orders pages to come */
export const ORDER_STATUSES = [
  'AGUARDANDO',
  'PAGAMENTO',
  'AUTORIZADO',
  'PAGO',
  'ENVIADO',
  'ESTORNADO',
  'CANCELADO',
] as const;
/** @public ESTORNANDO is not the spec's (additive): a refund the provider accepted but has not confirmed (decision 0039). */
export const PAYMENT_STATUSES = [
  'AGUARDANDO',
  'PAGO',
  'FINALIZADO',
  'RECUSADO',
  'CANCELADO',
  'ESTORNANDO',
  'ESTORNADO',
] as const;

export const paymentSchema = z.object({
  external_id: z.string(),
  status: z.string(),
  metodo: z.string().nullable(),
  parcelas: z.number().int(),
  valor_total: z.number(),
  link_pagamento: z.string().nullable(),
  created_at: z.string(),
  /**
   * Not in the spec (additive): what the provider returned for the shopper to pay with while the payment waits — the
   * PIX copy-and-paste code, the boleto's line and PDF, the amount in reais (docs/decisions/0027-payment-providers.md).
   */
  instrucoes: z
    .object({
      pix_codigo: z.string().nullable(),
      boleto_linha: z.string().nullable(),
      boleto_url: z.string().nullable(),
      valor_local: z.number().nullable(),
      moeda_local: z.string().nullable(),
      expira_em: z.string().nullable(),
    })
    .nullable()
    .optional(),
});

export const orderItemSchema = z.object({
  id: z.number().int(),
  qtde: z.number().int(),
  valor_unitario: z.number(),
  valor_subtotal: z.number(),
  produto: z.object({
    id: z.number().int(),
    nome: z.string(),
    codigo: z.string(),
    slug: z.string().nullable(),
    ativo: z.boolean(),
    imagens: z.array(z.object({ url: z.string() })),
  }),
});

/** How the order reaches the buyer: at a pickup point (`retirada`) or at the buyer's address (`entrega`). */
const deliveryKindSchema = z.enum(['retirada', 'entrega']);

export const orderSchema = z.object({
  id: z.number().int(),
  external_id: z.string(),
  pedido: z.number().int(),
  created_at: z.string(),
  valor_total: z.number(),
  valor_produtos: z.number(),
  valor_frete: z.number(),
  moeda_id: z.number().int(),
  moeda: moedaSchema,
  status: z.string(),
  codigo_retirada: z.string().nullable(),
  /** The hosted payment page of the newest unpaid payment, if any. */
  link_pagamento: z.string().nullable(),
  entrega: z.object({
    tipo: deliveryKindSchema,
    descricao: z.string(),
    ponto_entrega: z.string().nullable(),
    endereco: z.string().nullable(),
    /**
     * Not in the spec (additive): where a pickup order is collected, the point's city, state and opening hours
     * (spec §3 Pickup point) so the order page and the printed ticket tell the shopper where and when to go. Null for
     * a home delivery, whose `endereco` already ends with its city.
     */
    cidade: z.string().nullable(),
    estado: z.string().nullable(),
    horario_atendimento: z.string().nullable(),
  }),
  pagamentos: z.array(paymentSchema),
  itens: z.array(orderItemSchema),
  /**
   * Not in the spec (additive, issue 19): when the pickup counter handed the goods over (the order page shows it
   * as collected), and when a delivery was shipped with the note the shopper sees (carrier, tracking number).
   * Optional so older answers still parse.
   */
  retirado_em: z.string().nullable().optional(),
  /** Additive (issue 28): when staff marked a pickup order ready to collect. */
  pronto_em: z.string().nullable().optional(),
  enviado_em: z.string().nullable().optional(),
  nota_rastreio: z.string().nullable().optional(),
});
export type OrderBody = z.infer<typeof orderSchema>;

export const ordersResponseSchema = z.object({ data: z.object({ data: z.array(orderSchema) }) });
export const orderParamsSchema = z.object({ externalId: z.uuid() });

export const paymentPollResponseSchema = z.object({
  pagamentos: z.array(paymentSchema),
  pedido: z.object({
    external_id: z.string(),
    pedido: z.number().int(),
    status: z.string(),
    codigo_retirada: z.string().nullable(),
    /**
     * Not in the spec (additive): the payment page names the code by it, "código de entrega" for a home delivery,
     * before the full order is read.
     */
    entrega: z.object({ tipo: deliveryKindSchema }),
  }),
});
export type PaymentPollBody = z.infer<typeof paymentPollResponseSchema>;

/** Not in the spec: the methods the configured provider offers this buyer in step 2 (empty: no method for the region). */
export const paymentOptionsResponseSchema = z.object({
  provedor: z.string().nullable(),
  metodos: z.array(paymentMethodSchema),
});

/** Pay again (pay-now) after a declined or abandoned payment: a new payment with its own hosted page. */
export const payAgainSchema = z.object({ metodo_pagamento: paymentMethodSchema.optional().nullable() });
