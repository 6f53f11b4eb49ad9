// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderBody } from '@/lib/contract/checkout';
import { toOrder } from '@/lib/orders/types';
import es from '@/messages/es-PY.json';
import pt from '@/messages/pt-BR.json';
import { OrderTicket } from './order-ticket';

/* The printed ticket names the code by how the order reaches the buyer: collected at a store, or handed over at the door. */

const paid: OrderBody = {
  id: 7,
  external_id: '3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c',
  pedido: 1042,
  created_at: '2026-11-23T15:30:00.000Z',
  valor_total: 150000,
  valor_produtos: 120000,
  valor_frete: 30000,
  moeda_id: 3,
  moeda: { id: 3, simbolo: 'G$', casas_decimais: 0 },
  status: 'PAGO',
  codigo_retirada: 'K7P2QX',
  link_pagamento: null,
  entrega: {
    tipo: 'entrega',
    descricao: 'Motoboy',
    ponto_entrega: null,
    endereco: 'Calle Palma 123 — Centro, Asunción',
    cidade: null,
    estado: null,
    horario_atendimento: null,
  },
  pagamentos: [
    {
      external_id: 'p1',
      status: 'PAGO',
      metodo: 'QR',
      parcelas: 1,
      valor_total: 150000,
      link_pagamento: null,
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
const pickup: OrderBody = {
  ...paid,
  entrega: {
    tipo: 'retirada',
    descricao: 'Loja Centro',
    ponto_entrega: 'Loja Centro',
    endereco: 'Av. Monseñor Rodríguez 1',
    cidade: 'Ciudad del Este',
    estado: 'Alto Paraná',
    horario_atendimento: 'Lun a Sáb 8h a 18h',
  },
};

function ticketText(
  body: OrderBody,
  locale: 'pt-BR' | 'es-PY',
  title: 'ticketTitle' | 'receiptTitle' = 'ticketTitle',
) {
  render(
    <NextIntlClientProvider
      locale={locale}
      messages={{ Orders: (locale === 'pt-BR' ? pt : es).Orders }}
      timeZone="America/Asuncion"
    >
      <OrderTicket order={toOrder(body)} locale={locale} title={title} />
    </NextIntlClientProvider>,
  );
  return screen.getByTestId('order-ticket').textContent ?? '';
}

afterEach(cleanup);

describe('OrderTicket', () => {
  it("calls a home delivery's code a delivery code, in both languages", () => {
    for (const locale of ['es-PY', 'pt-BR'] as const) {
      const text = ticketText(paid, locale);
      expect(text).toContain('Código de entregaK7P2QX');
      expect(text).not.toMatch(/Código de retir/);
      cleanup();
    }
  });

  it('keeps the pickup code for an order collected at a store', () => {
    expect(ticketText(pickup, 'pt-BR')).toContain('Código de retiradaK7P2QX');
    cleanup();
    expect(ticketText(pickup, 'es-PY')).toContain('Código de retiroK7P2QX');
  });

  it('tells a pickup order where and when to collect it: address, city and state, opening hours', () => {
    const pt = ticketText(pickup, 'pt-BR');
    expect(pt).toContain(
      'Endereço de retiradaAv. Monseñor Rodríguez 1Ciudad del Este, Alto ParanáHorário: Lun a Sáb 8h a 18h',
    );
    cleanup();
    expect(ticketText(pickup, 'es-PY')).toContain(
      'Dirección de retiroAv. Monseñor Rodríguez 1Ciudad del Este, Alto ParanáHorario: Lun a Sáb 8h a 18h',
    );
    cleanup();
    // A home delivery has no place to go to: its address is already the buyer's own.
    expect(ticketText(paid, 'pt-BR')).not.toContain('Endereço de retirada');
  });

  it('names a free shipping "Grátis" / "Gratis" rather than a price of zero', () => {
    const free = { ...pickup, valor_frete: 0 };
    expect(ticketText(free, 'pt-BR')).toMatch(/FreteGrátis/);
    cleanup();
    expect(ticketText(free, 'es-PY')).toMatch(/EnvíoGratis/);
    cleanup();
    expect(ticketText(paid, 'pt-BR')).not.toMatch(/Grátis/);
  });

  it('words the footer after what was printed: a receipt asks to keep the receipt, a ticket the ticket', () => {
    expect(ticketText(paid, 'pt-BR', 'receiptTitle')).toContain('Comprovante de pedido');
    expect(screen.getByText(/^Guarde este/).textContent).toBe('Guarde este comprovante. Valores em G$.');
    cleanup();
    ticketText(paid, 'es-PY', 'receiptTitle');
    expect(screen.getByText(/^Guarde este/).textContent).toBe('Guarde este comprobante. Valores en G$.');
    cleanup();
    ticketText(paid, 'pt-BR');
    expect(screen.getByText(/^Guarde este/).textContent).toBe('Guarde este ticket. Valores em G$.');
  });
});
