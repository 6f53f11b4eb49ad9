// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminLang } from '@/lib/admin/texts';
import { AdminTestFrame } from './admin-test-frame';
import { OrdersList } from './orders-list';

/* A today tile opens the list filtered: the filter reaches the API and shows as a chip in words (issue 29). */

const state = vi.hoisted(() => ({
  search: '',
  calls: [] as { op: string; input: unknown }[],
  replace: [] as string[],
}));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: (url: string) => state.replace.push(url) }),
  usePathname: () => '/admin/pedidos',
  useSearchParams: () => new URLSearchParams(state.search),
}));
vi.mock('@/lib/admin/client', () => ({
  adminCall: vi.fn(async (op: string, input: unknown) => {
    state.calls.push({ op, input });
    return op === 'orders' ? { data: [], next_cursor: null } : { data: [] };
  }),
  AdminCallError: class extends Error {},
}));

afterEach(() => {
  cleanup();
  state.calls = [];
  state.replace = [];
});

const show = (lang: AdminLang, search: string) => {
  state.search = search;
  render(
    <AdminTestFrame lang={lang}>
      <OrdersList />
    </AdminTestFrame>,
  );
};

describe('the orders list', () => {
  it.each([
    ['pt', 'refund=pending', 'Estorno: Esperando o provedor', { refund: 'pending' }],
    ['es', 'refund=pending', 'Reembolso: Esperando al proveedor', { refund: 'pending' }],
    ['pt', 'invoice=rejected', 'Nota fiscal: Rejeitada pela SET', { invoice: 'rejected' }],
    ['es', 'invoice=rejected', 'Factura electrónica: Rechazada por la SET', { invoice: 'rejected' }],
  ] as const)(
    '%s ?%s: asks the API with the filter and shows it as a chip',
    async (lang, search, chip, query) => {
      show(lang, search);
      await screen.findByText(lang === 'pt' ? 'Nenhum resultado.' : 'Ningún resultado.');
      const orders = state.calls.find((c) => c.op === 'orders');
      expect((orders?.input as { query: object }).query).toMatchObject(query);
      const button = screen.getByRole('button', {
        name: new RegExp(chip.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      });
      fireEvent.click(button);
      expect(state.replace).toEqual(['/admin/pedidos']);
    },
  );
});
