import { describe, expect, it } from 'vitest';
import type { OrderBody } from '@/lib/contract/checkout';
import { orderDate, orderMoney, pickupPlaceLines, statusTone, NEUTRAL_TONE } from './format';
import { MAX_POLL_ATTEMPTS, pollPhase, showPickupCode } from './payment-poll';
import { canPayNow, latestPayment, toOrder } from './types';

const body: OrderBody = {
  id: 7,
  external_id: '3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c',
  pedido: 1042,
  created_at: '2026-11-23T15:30:00.000Z',
  valor_total: 150000,
  valor_produtos: 120000,
  valor_frete: 30000,
  moeda_id: 3,
  moeda: { id: 3, simbolo: 'G$', casas_decimais: 0 },
  status: 'PAGAMENTO',
  codigo_retirada: null,
  link_pagamento: 'https://pay.example/abc',
  entrega: {
    tipo: 'entrega',
    descricao: 'Motoboy',
    ponto_entrega: null,
    endereco: 'Rua 1',
    cidade: null,
    estado: null,
    horario_atendimento: null,
  },
  pagamentos: [
    {
      external_id: 'p1',
      status: 'AGUARDANDO',
      metodo: 'QR',
      parcelas: 1,
      valor_total: 150000,
      link_pagamento: 'https://pay.example/abc',
      created_at: '2026-11-23T15:30:00.000Z',
    },
  ],
  itens: [
    {
      id: 1,
      qtde: 2,
      valor_unitario: 60000,
      valor_subtotal: 120000,
      produto: { id: 9, nome: 'Perfume', codigo: 'P-9', slug: 'perfume', ativo: true, imagens: [] },
    },
  ],
};

describe('orders in the storefront', () => {
  it('maps the contract to plain English fields, the API symbol winning', () => {
    const o = toOrder(body);
    expect(o).toMatchObject({
      id: body.external_id,
      number: 1042,
      shipping: 30000,
      currency: { symbol: 'G$', decimals: 0 },
      paymentLink: 'https://pay.example/abc',
    });
    expect(o.delivery.kind).toBe('delivery');
    expect(o.lines[0]).toMatchObject({
      quantity: 2,
      unitPrice: 60000,
      product: { name: 'Perfume', code: 'P-9', imageUrl: null },
    });
    expect(o.payments[0]).toMatchObject({ id: 'p1', status: 'AGUARDANDO', method: 'QR' });
  });

  it("lists a pickup point's address and region, naming the city once", () => {
    const place = {
      address: 'Av. San Blas 1250, Microcentro, Ciudad del Este',
      city: 'Ciudad del Este',
      state: 'Alto Paraná',
    };
    expect(pickupPlaceLines(place)).toEqual([
      'Av. San Blas 1250, Microcentro, Ciudad del Este',
      'Alto Paraná',
    ]);
    expect(pickupPlaceLines({ ...place, address: 'Av. Mcal. López 3794' })).toEqual([
      'Av. Mcal. López 3794',
      'Ciudad del Este, Alto Paraná',
    ]);
    expect(pickupPlaceLines({ address: null, city: null, state: null })).toEqual([]);
  });

  it('shows the newest payment: a retry after a decline is what counts', () => {
    const declined = { ...body.pagamentos[0], external_id: 'p1', status: 'RECUSADO' };
    const paid = { ...body.pagamentos[0], external_id: 'p2', status: 'PAGO' };
    expect(latestPayment(toOrder({ ...body, pagamentos: [declined, paid] }))?.status).toBe('PAGO');
    expect(latestPayment(toOrder({ ...body, pagamentos: [] }))).toBeNull();
  });

  it('offers pay-now only with a link while awaiting payment', () => {
    expect(canPayNow({ paymentLink: 'x', status: 'PAGAMENTO' })).toBe(true);
    expect(canPayNow({ paymentLink: 'x', status: 'PAGO' })).toBe(false);
    expect(canPayNow({ paymentLink: null, status: 'PAGAMENTO' })).toBe(false);
  });

  it('truncates amounts to integers and writes long dates', () => {
    expect(orderMoney(1234.99, { symbol: 'U$' })).toBe('U$ 1.234');
    expect(orderMoney(9125000, { symbol: 'G$' })).toBe('G$ 9.125.000');
    expect(orderDate('2026-11-23T15:30:00.000Z', 'pt-BR')).toBe('23 de novembro de 2026');
    expect(orderDate('2026-11-23T15:30:00.000Z', 'es-PY')).toBe('23 de noviembre de 2026');
  });

  it('colours known statuses and leaves unknown ones neutral', () => {
    expect(statusTone('PAGO')).not.toBe(NEUTRAL_TONE);
    expect(statusTone('EM_SEPARACAO')).toBe(NEUTRAL_TONE);
  });
});

describe('payment polling (spec §4, §9)', () => {
  it('waits, then succeeds on PAGO or FINALIZADO', () => {
    expect(pollPhase({ firstPaymentStatus: 'AGUARDANDO', attempts: 3, failed: false })).toBe('waiting');
    expect(pollPhase({ firstPaymentStatus: 'PAGO', attempts: 3, failed: false })).toBe('paid');
    expect(pollPhase({ firstPaymentStatus: 'FINALIZADO', attempts: 30, failed: false })).toBe('paid');
  });

  it('times out after 30 checks, stops on an error and ends at once on a decline', () => {
    expect(
      pollPhase({ firstPaymentStatus: 'AGUARDANDO', attempts: MAX_POLL_ATTEMPTS - 1, failed: false }),
    ).toBe('waiting');
    expect(pollPhase({ firstPaymentStatus: 'AGUARDANDO', attempts: MAX_POLL_ATTEMPTS, failed: false })).toBe(
      'timeout',
    );
    expect(pollPhase({ firstPaymentStatus: 'AGUARDANDO', attempts: 2, failed: true })).toBe('error');
    expect(pollPhase({ firstPaymentStatus: 'RECUSADO', attempts: 1, failed: false })).toBe('declined');
  });

  it('shows the pickup code only once it exists and the payment left AGUARDANDO', () => {
    expect(showPickupCode('K7P2QX', 'PAGO')).toBe(true);
    expect(showPickupCode('K7P2QX', 'AGUARDANDO')).toBe(false);
    expect(showPickupCode(null, 'PAGO')).toBe(false);
  });
});
