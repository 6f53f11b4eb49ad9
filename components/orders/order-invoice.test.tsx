// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import es from '@/messages/es-PY.json';
import pt from '@/messages/pt-BR.json';
import { OrderInvoice } from './order-invoice';

/* Issue 27: the shopper's order page shows the invoice's state and, only once SET approved it, the downloads. */
const answer = vi.hoisted(() => ({ data: [] as unknown[] }));
vi.mock('@/lib/ecom/client', async (original) => ({
  ...(await original<typeof import('@/lib/ecom/client')>()),
  ecom: vi.fn(async () => ({ data: answer.data })),
}));

const ORDER = '3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c';
async function show(data: unknown[], locale: 'pt-BR' | 'es-PY') {
  answer.data = data;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NextIntlClientProvider locale={locale} messages={locale === 'pt-BR' ? pt : es}>
        <OrderInvoice orderId={ORDER} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  return screen.findByTestId('order-invoice');
}

afterEach(cleanup);

describe('the order page invoice', () => {
  it('pending: says SET is approving it, offers no download yet (es-PY)', async () => {
    const box = await show([{ tipo: 'fatura', numero: '001-001-0000042', status: 'pending' }], 'es-PY');
    expect(box.textContent).toContain('Su factura está siendo aprobada por la SET');
    expect(within(box).queryByRole('link')).toBeNull();
  });

  it('approved: the KuDE and the signed XML download through the storefront (pt-BR), and the credit note', async () => {
    const box = await show(
      [
        { tipo: 'fatura', numero: '001-001-0000042', status: 'approved' },
        { tipo: 'nota-credito', numero: '001-001-0000003', status: 'pending' },
      ],
      'pt-BR',
    );
    expect(box.textContent).toContain('Fatura 001-001-0000042 autorizada pela SET.');
    expect(within(box).getByRole('link', { name: 'Baixar KuDE (PDF)' }).getAttribute('href')).toBe(
      `/api/ecom/venda/pedidos/${ORDER}/fatura?tipo=fatura&formato=a4`,
    );
    expect(within(box).getByRole('link', { name: 'Baixar XML assinado' }).getAttribute('href')).toBe(
      `/api/ecom/venda/pedidos/${ORDER}/fatura?tipo=fatura&formato=xml`,
    );
    expect(within(box).getByTestId('order-credit-note').textContent).toContain(
      'Nota de crédito 001-001-0000003: aguardando a SET',
    );
  });

  it('nothing at all for an order without documents', async () => {
    answer.data = [];
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NextIntlClientProvider locale="pt-BR" messages={pt}>
          <OrderInvoice orderId={ORDER} />
        </NextIntlClientProvider>
      </QueryClientProvider>,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('order-invoice')).toBeNull();
  });
});
