import type { OrderBody, PaymentPollBody } from '../../lib/contract/checkout';
import { currencyById, minorToMajor, toMoeda } from '../../lib/money';
import type { OrderView, PaymentPoll } from '../services/checkout/order-queries';

type PaymentBody = OrderBody['pagamentos'][number];

/** Spec §3 Order's payment; the provider's local amount is in cents of its own currency. */
function paymentAnswer(p: OrderView['payments'][number], major: (minor: number) => number): PaymentBody {
  const i = p.instructions;
  return {
    external_id: p.externalId,
    status: p.status,
    metodo: p.method,
    parcelas: p.instalments,
    valor_total: major(p.amountMinor),
    link_pagamento: p.paymentLink,
    created_at: p.createdAt.toISOString(),
    instrucoes: i && {
      pix_codigo: i.pixCode,
      boleto_linha: i.boletoLine,
      boleto_url: i.boletoUrl,
      valor_local: i.localAmount ? i.localAmount.minor / 100 : null,
      moeda_local: i.localAmount?.currency ?? null,
      expira_em: i.expiresAt,
    },
  };
}

/** Spec §3 Order as the customer's order pages read it: Portuguese names, major units, the currency's symbol. */
export function orderAnswer(o: OrderView): OrderBody {
  const currency = currencyById(o.currencyId);
  const major = (minor: number) => minorToMajor(minor, currency);
  const h = o.handover;
  return {
    id: o.id,
    external_id: o.externalId,
    pedido: o.number,
    created_at: o.createdAt.toISOString(),
    valor_total: major(o.totalMinor),
    valor_produtos: major(o.totalMinor - o.shippingMinor),
    valor_frete: major(o.shippingMinor),
    moeda_id: currency.id,
    moeda: toMoeda(currency),
    status: o.status,
    codigo_retirada: o.pickupCode,
    link_pagamento: o.paymentLink,
    entrega:
      h.kind === 'delivery'
        ? {
            tipo: 'entrega',
            descricao: h.serviceName,
            ponto_entrega: null,
            endereco: h.address,
            cidade: null,
            estado: null,
            horario_atendimento: null,
          }
        : {
            tipo: 'retirada',
            descricao: h.pointName ?? '',
            ponto_entrega: h.pointName,
            endereco: h.address,
            cidade: h.city,
            estado: h.state,
            horario_atendimento: h.hours,
          },
    retirado_em: o.handedOverAt?.toISOString() ?? null,
    pronto_em: o.readyAt?.toISOString() ?? null,
    enviado_em: o.shippedAt?.toISOString() ?? null,
    nota_rastreio: o.trackingNote,
    pagamentos: o.payments.map((p) => paymentAnswer(p, major)),
    itens: o.lines.map((l) => ({
      id: l.id,
      qtde: l.quantity,
      valor_unitario: major(l.unitPriceMinor),
      valor_subtotal: major(l.subtotalMinor),
      produto: {
        id: l.product.id,
        nome: l.product.name,
        codigo: l.product.code,
        slug: l.product.slug,
        ativo: l.product.active,
        imagens: l.product.imageUrl !== null ? [{ url: l.product.imageUrl }] : [],
      },
    })),
  };
}

/** Spec §4 payment polling's answer: the payments, the polled one first, and what the payment page needs of the order. */
export function pollAnswer({ order, payments }: PaymentPoll): PaymentPollBody {
  const major = (minor: number) => minorToMajor(minor, currencyById(order.currencyId));
  return {
    pagamentos: payments.map((p) => paymentAnswer(p, major)),
    pedido: {
      external_id: order.externalId,
      pedido: order.number,
      status: order.status,
      codigo_retirada: order.pickupCode,
      entrega: { tipo: order.handover.kind === 'delivery' ? 'entrega' : 'retirada' },
    },
  };
}
