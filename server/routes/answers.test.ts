import { describe, expect, it } from 'vitest';
import { cartSchema } from '../../lib/contract/cart';
import { orderSchema, paymentPollResponseSchema } from '../../lib/contract/checkout';
import type { CartView } from '../services/cart/cart-service';
import type { OrderView } from '../services/checkout/order-queries';
import { cartAnswer } from './cart-answers';
import { orderAnswer, pollAnswer } from './order-answers';

// The mappers are where minor units become the wire's major units and the spec's names appear: a slip here would
// change what every shopper's cart and order pages read, so the wire bodies are written out in full.

const product = {
  id: 7,
  name: 'Perfume',
  slug: 'perfume',
  code: 'P-7',
  imageUrl: null,
  showsPrice: true,
  inStock: true,
  hasUnit: true,
  available: 3,
  priceMinor: 145927,
};
const cart: CartView = {
  id: 1,
  externalId: 'b0c1d2e3-0000-4000-8000-000000000001',
  currencyId: 3,
  lines: [
    {
      id: 11,
      product,
      quantity: 2,
      unitPriceMinor: 145927,
      subtotalMinor: 291854,
      active: true,
      token: 't1',
      priceChanged: true,
      quantityAdjusted: false,
    },
    {
      id: 12,
      product: { ...product, id: 8, imageUrl: '/m/8.jpg' },
      quantity: 1,
      unitPriceMinor: 1000,
      subtotalMinor: 1000,
      active: false,
      token: 't2',
      priceChanged: false,
      quantityAdjusted: true,
    },
  ],
  totalMinor: 291854,
  units: 2,
  addressId: null,
  bound: true,
};

describe('route answers', () => {
  it('a guaraní cart: whole guaraníes, the formatted total, every line with its product', () => {
    const body = cartAnswer(cart);
    expect(cartSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      id: 1,
      external_id: cart.externalId,
      filial_id: 1,
      moeda_id: 3,
      moeda: { id: 3, simbolo: 'G$', casas_decimais: 0 },
    });
    expect(body).toMatchObject({
      valor_total: 291854,
      valor_total_formatado: 'G$ 291.854',
      quantidade_itens: 2,
      cliente_endereco_id: null,
      vinculado: true,
    });
    expect(body.itens[0]).toEqual({
      id: 11,
      produto_id: 7,
      qtde: 2,
      armazem_id: 1,
      valor_unitario: 145927,
      valor_subtotal: 291854,
      ativo: true,
      token: 't1',
      preco_alterado: true,
      qtde_ajustada: false,
      produto: {
        id: 7,
        nome: 'Perfume',
        slug: 'perfume',
        codigo: 'P-7',
        imagens: [],
        mostrar_preco: true,
        tem_estoque: true,
        tem_medida: true,
        qtde_disponivel: 3,
      },
    });
    expect(body.itens[1]).toMatchObject({
      produto_id: 8,
      ativo: false,
      qtde_ajustada: true,
      produto: { imagens: [{ url: '/m/8.jpg' }] },
    });
  });

  it('a dollar cart in cents becomes dollars', () => {
    const body = cartAnswer({
      ...cart,
      currencyId: 2,
      lines: [{ ...cart.lines[0], unitPriceMinor: 1999, subtotalMinor: 3998 }],
      totalMinor: 3998,
    });
    expect(body).toMatchObject({
      moeda_id: 2,
      valor_total: 39.98,
      itens: [{ valor_unitario: 19.99, valor_subtotal: 39.98 }],
    });
  });

  const order: OrderView = {
    id: 5,
    externalId: 'b0c1d2e3-0000-4000-8000-000000000002',
    number: 1042,
    createdAt: new Date('2026-11-20T12:00:00Z'),
    totalMinor: 12550,
    shippingMinor: 1500,
    currencyId: 2,
    status: 'PAGAMENTO',
    pickupCode: null,
    paymentLink: 'https://pay.example/1',
    handover: {
      kind: 'pickup',
      pointName: 'Loja Centro',
      address: 'Av. 1',
      city: 'Ciudad del Este',
      state: 'Alto Paraná',
      hours: 'Lun–Sáb 8–18',
    },
    handedOverAt: null,
    readyAt: null,
    shippedAt: null,
    trackingNote: null,
    payments: [
      {
        externalId: 'p1',
        status: 'RECUSADO',
        method: 'PIX',
        instalments: 1,
        amountMinor: 12550,
        paymentLink: null,
        createdAt: new Date('2026-11-20T12:00:00Z'),
        instructions: null,
      },
      {
        externalId: 'p2',
        status: 'AGUARDANDO',
        method: null,
        instalments: 1,
        amountMinor: 12550,
        paymentLink: 'https://pay.example/1',
        createdAt: new Date('2026-11-20T12:05:00Z'),
        instructions: {
          pixCode: '000201',
          boletoLine: null,
          boletoUrl: null,
          localAmount: { minor: 66130, currency: 'BRL' },
          expiresAt: null,
        },
      },
    ],
    lines: [
      {
        id: 9,
        quantity: 1,
        unitPriceMinor: 11050,
        subtotalMinor: 11050,
        product: { id: 7, name: 'Perfume', code: 'P-7', slug: null, active: false, imageUrl: '' },
      },
    ],
  };

  it('an order: dollars, the products without shipping, the pickup point, the PIX in reais', () => {
    const body = orderAnswer(order);
    expect(orderSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      pedido: 1042,
      created_at: '2026-11-20T12:00:00.000Z',
      valor_total: 125.5,
      valor_produtos: 110.5,
      valor_frete: 15,
      moeda: { simbolo: 'U$' },
    });
    expect(body.entrega).toEqual({
      tipo: 'retirada',
      descricao: 'Loja Centro',
      ponto_entrega: 'Loja Centro',
      endereco: 'Av. 1',
      cidade: 'Ciudad del Este',
      estado: 'Alto Paraná',
      horario_atendimento: 'Lun–Sáb 8–18',
    });
    expect(body.pagamentos[1].instrucoes).toEqual({
      pix_codigo: '000201',
      boleto_linha: null,
      boleto_url: null,
      valor_local: 661.3,
      moeda_local: 'BRL',
      expira_em: null,
    });
    expect(body.pagamentos[0].instrucoes).toBeNull();
    // An image row with an empty address is still the product's image, as it always was.
    expect(body.itens[0].produto).toEqual({
      id: 7,
      nome: 'Perfume',
      codigo: 'P-7',
      slug: null,
      ativo: false,
      imagens: [{ url: '' }],
    });
    expect(body).toMatchObject({ retirado_em: null, pronto_em: null, enviado_em: null, nota_rastreio: null });
  });

  it('a delivery order names its service and address; polling puts the polled payment first', () => {
    const delivery: OrderView = {
      ...order,
      handover: { kind: 'delivery', serviceName: 'Moto', address: 'Calle 1, 2 — Centro, CDE' },
    };
    expect(orderAnswer(delivery).entrega).toEqual({
      tipo: 'entrega',
      descricao: 'Moto',
      ponto_entrega: null,
      endereco: 'Calle 1, 2 — Centro, CDE',
      cidade: null,
      estado: null,
      horario_atendimento: null,
    });
    const poll = pollAnswer({ order: delivery, payments: [order.payments[1], order.payments[0]] });
    expect(paymentPollResponseSchema.parse(poll)).toEqual(poll);
    expect(poll.pagamentos.map((p) => p.external_id)).toEqual(['p2', 'p1']);
    expect(poll.pedido).toEqual({
      external_id: order.externalId,
      pedido: 1042,
      status: 'PAGAMENTO',
      codigo_retirada: null,
      entrega: { tipo: 'entrega' },
    });
  });
});
