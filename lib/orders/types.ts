import type { OrderBody } from '@/lib/contract/checkout';
import type { CurrencyInfo } from '@/lib/money';
import { currencyById } from '@/lib/money';

/**
 * Orders as the storefront's components see them: plain English names mapped once from the contract's
 * Portuguese fields (spec §3 Order). Amounts stay numbers in the order's currency.
 */
export interface Payment {
  id: string;
  status: string;
  method: string | null;
  instalments: number;
  total: number;
  link: string | null;
  createdAt: string;
  /** What the provider returned to pay with while waiting: PIX code, boleto line and PDF, amount in reais. */
  instructions: PaymentInstructions | null;
}

export interface PaymentInstructions {
  pixCode: string | null;
  boletoLine: string | null;
  boletoUrl: string | null;
  localAmount: number | null;
  localCurrency: string | null;
}

export interface OrderLine {
  id: number;
  quantity: number;
  unitPrice: number;
  subtotal: number;
  product: {
    id: number;
    name: string;
    code: string;
    slug: string | null;
    active: boolean;
    imageUrl: string | null;
  };
}

export type DeliveryKind = 'pickup' | 'delivery';

/** The contract's `entrega.tipo`, as the order page and the payment page both read it. */
export const toDeliveryKind = (tipo: OrderBody['entrega']['tipo']): DeliveryKind =>
  tipo === 'retirada' ? 'pickup' : 'delivery';

export interface Order {
  id: string;
  number: number;
  createdAt: string;
  total: number;
  productsTotal: number;
  shipping: number;
  currency: CurrencyInfo;
  status: string;
  pickupCode: string | null;
  paymentLink: string | null;
  delivery: {
    kind: DeliveryKind;
    description: string;
    pickupPoint: string | null;
    address: string | null;
    /** A pickup point's city, state and opening hours; null for a home delivery. */
    city: string | null;
    state: string | null;
    openingHours: string | null;
  };
  payments: Payment[];
  lines: OrderLine[];
  /** The pickup counter handed it over (issue 19): shown as collected. */
  collectedAt?: string | null;
  /** A pickup order staff marked ready to collect (issue 28). */
  readyAt?: string | null;
  /** Shipped by the store, with the note staff wrote (carrier, tracking number). */
  shippedAt?: string | null;
  trackingNote?: string | null;
}

type PaymentBody = OrderBody['pagamentos'][number];

export function toPayment(p: PaymentBody): Payment {
  const i = p.instrucoes;
  return {
    id: p.external_id,
    status: p.status,
    method: p.metodo,
    instalments: p.parcelas,
    total: p.valor_total,
    link: p.link_pagamento,
    createdAt: p.created_at,
    instructions: i
      ? {
          pixCode: i.pix_codigo,
          boletoLine: i.boleto_linha,
          boletoUrl: i.boleto_url,
          localAmount: i.valor_local,
          localCurrency: i.moeda_local,
        }
      : null,
  };
}

export function toOrder(o: OrderBody): Order {
  // The symbol the API sends wins over the id (decision 0013: the spec gives two readings of moeda_id in orders).
  const currency: CurrencyInfo = {
    ...currencyById(o.moeda.id),
    symbol: o.moeda.simbolo,
    decimals: o.moeda.casas_decimais,
  };
  return {
    id: o.external_id,
    number: o.pedido,
    createdAt: o.created_at,
    total: o.valor_total,
    productsTotal: o.valor_produtos,
    shipping: o.valor_frete,
    currency,
    status: o.status,
    pickupCode: o.codigo_retirada,
    paymentLink: o.link_pagamento,
    delivery: {
      kind: toDeliveryKind(o.entrega.tipo),
      description: o.entrega.descricao,
      pickupPoint: o.entrega.ponto_entrega,
      address: o.entrega.endereco,
      city: o.entrega.cidade,
      state: o.entrega.estado,
      openingHours: o.entrega.horario_atendimento,
    },
    payments: o.pagamentos.map(toPayment),
    collectedAt: o.retirado_em ?? null,
    readyAt: o.pronto_em ?? null,
    shippedAt: o.enviado_em ?? null,
    trackingNote: o.nota_rastreio ?? null,
    lines: o.itens.map((i) => ({
      id: i.id,
      quantity: i.qtde,
      unitPrice: i.valor_unitario,
      subtotal: i.valor_subtotal,
      product: {
        id: i.produto.id,
        name: i.produto.nome,
        code: i.produto.codigo,
        slug: i.produto.slug,
        active: i.produto.ativo,
        imageUrl: i.produto.imagens[0]?.url ?? null,
      },
    })),
  };
}

/** Spec §4: pay-now only with a payment link while the order awaits payment. */
export const canPayNow = (o: Pick<Order, 'paymentLink' | 'status'>) =>
  Boolean(o.paymentLink) && o.status === 'PAGAMENTO';

/** The payment that counts: the API lists an order's payments oldest first, and paying again adds a newer one. */
export const latestPayment = (o: Pick<Order, 'payments'>): Payment | null => o.payments.at(-1) ?? null;
