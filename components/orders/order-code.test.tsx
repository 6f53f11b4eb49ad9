// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '@/lib/orders/types';
import es from '@/messages/es-PY.json';
import pt from '@/messages/pt-BR.json';
import { OrderCode } from './order-code';

/* The shopper's order page: a refunded or cancelled order never gets a code, so its page must not promise one. */

type Shown = Pick<Order, 'pickupCode' | 'status' | 'delivery'>;
const pickup = { kind: 'pickup' } as Order['delivery'];
const home = { kind: 'delivery' } as Order['delivery'];

function box(order: Shown, locale: 'pt-BR' | 'es-PY' = 'pt-BR') {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'pt-BR' ? pt : es}>
      <OrderCode order={order} />
    </NextIntlClientProvider>,
  );
  return screen.getByTestId('order-code').textContent ?? '';
}

afterEach(cleanup);

describe('the order page code box', () => {
  it('does not tell a refunded order its code appears when paid', () => {
    const text = box({ pickupCode: null, status: 'ESTORNADO', delivery: pickup });
    expect(text).not.toMatch(/aparece|quando o pagamento/);
    expect(text).toContain('Pedido estornado: nenhum código será emitido.');
    cleanup();
    const es = box({ pickupCode: null, status: 'ESTORNADO', delivery: home }, 'es-PY');
    expect(es).not.toMatch(/aparece/);
    expect(es).toContain('Código de entregaPedido reembolsado');
  });

  it('says a cancelled order gets no code either', () => {
    expect(box({ pickupCode: null, status: 'CANCELADO', delivery: pickup }, 'es-PY')).toContain(
      'Pedido cancelado: no se emitirá ningún código.',
    );
  });

  it('still promises the code to an order awaiting payment, and shows a paid one', () => {
    expect(box({ pickupCode: null, status: 'PAGAMENTO', delivery: pickup })).toContain(
      'O código de retirada aparece aqui quando o pagamento for confirmado.',
    );
    cleanup();
    expect(box({ pickupCode: 'K7P2QX', status: 'PAGO', delivery: home })).toContain(
      'Código de entregaK7P2QX',
    );
  });
});
