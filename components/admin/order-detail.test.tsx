// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffBody } from '@/lib/contract/admin';
import type { AdminOrderDetail } from '@/lib/contract/admin-orders';
import type { AdminLang } from '@/lib/admin/texts';
import { AdminTestFrame } from './admin-test-frame';
import { OrderDetail } from './order-detail';

/* The back office's order page says "items" once (the shopper's pickup code is never shown: issue 26). */

const answer = vi.hoisted(() => ({ order: null as unknown, calls: [] as string[] }));
vi.mock('@/lib/admin/client', () => ({
  adminCall: vi.fn(async (op: string) => {
    answer.calls.push(op);
    if (op === 'refund') return { ...(answer.order as object), status: 'ESTORNADO', actions: [] };
    if (op === 'orderHistory') return { data: [] };
    if (op === 'invoices') return { enabled: false, data: [] };
    return answer.order;
  }),
  AdminCallError: class extends Error {},
}));

const money = (value: number) => ({ value, moeda: { id: 3, simbolo: 'G$', casas_decimais: 0 } });
const base: AdminOrderDetail = {
  number: 100042,
  external_id: '3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c',
  created_at: '2026-11-23T15:30:00.000Z',
  status: 'PAGO',
  total: money(150000),
  shipping: money(30000),
  buyer: { name: 'Ana Souza', email: 'ana@loja.test', document: '123', foreign: false },
  delivery: 'entrega',
  payment_method: 'QR',
  pickup_point_id: null,
  handed_over_at: null,
  shipped_at: null,
  seller: null,
  customer: {
    id: 1,
    name: 'Ana Souza',
    email: 'ana@loja.test',
    phone: '+595 981 000000',
    document_type: 'RUC',
    document: '80000519-8',
    foreign: false,
    lang: 'es',
  },
  address: 'Calle Palma 123',
  pickup_point: null,
  delivery_service: 'Motoboy',
  tracking_note: null,
  shipped_by: null,
  handed_over_by: null,
  ready_at: null,
  ready_by: null,
  seller_staff: null,
  discount: money(0),
  items: [
    { product_id: 9, name: 'Perfume Oud', code: 'P-9', quantity: 2, unit_price: 60000, subtotal: 120000 },
  ],
  payments: [],
  actions: ['ship'],
};

async function show(order: AdminOrderDetail, lang: AdminLang = 'pt', me: StaffBody | null = null) {
  answer.order = order;
  answer.calls = [];
  render(
    <AdminTestFrame lang={lang} me={me}>
      <OrderDetail number={order.number} />
    </AdminTestFrame>,
  );
  return screen.findByRole('article');
}

afterEach(cleanup);

describe('the admin order detail', () => {
  it('says "Itens" once: the table\'s column is the product', async () => {
    const page = await show(base);
    expect(within(page).getAllByText('Itens')).toHaveLength(1);
    expect(within(page).getByRole('columnheader', { name: 'Produto' })).toBeTruthy();
    cleanup();
    const es = await show(base, 'es');
    expect(within(es).getAllByText('Artículos')).toHaveLength(1);
    expect(within(es).getByRole('columnheader', { name: 'Producto' })).toBeTruthy();
  });
});

describe('a refund', () => {
  const manager: StaffBody = {
    id: 2,
    email: 'g@loja.test',
    name: 'Gerente',
    role: 'manager',
    lang: 'pt',
    totp_enabled: true,
    totp_locked: false,
    active: true,
    pending_setup: false,
    last_login_at: null,
    created_at: '2026-11-01T10:00:00.000Z',
  };
  it('asks first, naming the order and the amount, apart from printing; nothing moves until confirmed', async () => {
    const page = await show({ ...base, actions: ['refund'] }, 'pt', manager);
    fireEvent.click(within(page).getByRole('button', { name: 'Estornar' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog.textContent).toContain('Estornar o pedido 100042?');
    expect(dialog.textContent).toContain('G$ 150.000 voltam ao cliente');
    expect(answer.calls).not.toContain('refund');
    // The safe choice closes without a call.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Voltar sem mudar nada', hidden: true }));
    expect(answer.calls).not.toContain('refund');
    fireEvent.click(within(page).getByRole('button', { name: 'Estornar' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { hidden: true })).getByRole('button', {
        name: 'Sim, estornar G$ 150.000',
        hidden: true,
      }),
    );
    expect(await screen.findByText('Estornado')).toBeTruthy();
    expect(answer.calls).toContain('refund');
    // Printing is not in the red box with the refund.
    expect(within(page).getByRole('button', { name: 'Imprimir ticket' }).closest('fieldset')).toBeNull();
  });

  it('while a refund waits at the provider: no refund button, "refund pending" in the staff member\'s language', async () => {
    const pending = { ...base, actions: ['ship' as const], refund_pending: true };
    const page = await show(pending, 'pt', manager);
    expect(within(page).queryByRole('button', { name: 'Estornar' })).toBeNull();
    expect(within(page).getByRole('status').textContent).toContain(
      'Estorno pendente no provedor de pagamento',
    );
    cleanup();
    const es = await show(pending, 'es', { ...manager, lang: 'es' });
    expect(within(es).queryByRole('button', { name: 'Reembolsar' })).toBeNull();
    expect(within(es).getByRole('status').textContent).toContain(
      'Reembolso pendiente en el proveedor de pago',
    );
  });
});
