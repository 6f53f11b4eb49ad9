// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminLang } from '@/lib/admin/texts';
import { AdminTestFrame } from './admin-test-frame';
import { TodayBoard } from './today-board';

/* The back office's home: each count is a link to the orders list with the same filter (issue 29). */

vi.mock('@/lib/admin/client', () => ({
  adminCall: vi.fn(async () => ({
    counter: 4,
    to_ship: 2,
    unpaid_late: 1,
    refunds_pending: 3,
    invoices_rejected: 5,
    late_after_minutes: 60,
  })),
  AdminCallError: class extends Error {},
}));

afterEach(cleanup);

const show = (lang: AdminLang) =>
  render(
    <AdminTestFrame lang={lang}>
      <TodayBoard />
    </AdminTestFrame>,
  );

describe('the today page', () => {
  it.each([
    ['pt', 'Estornos esperando o provedor', 'Notas fiscais rejeitadas pela SET'],
    ['es', 'Reembolsos esperando al proveedor', 'Facturas rechazadas por la SET'],
  ] as const)(
    '%s: refunds pending and rejected invoices open the filtered orders list',
    async (lang, refunds, rejected) => {
      show(lang);
      const refundTile = await screen.findByRole('link', { name: `3 ${refunds}` });
      expect(refundTile.getAttribute('href')).toBe('/admin/pedidos?refund=pending');
      const invoiceTile = screen.getByRole('link', { name: `5 ${rejected}` });
      expect(invoiceTile.getAttribute('href')).toBe('/admin/pedidos?invoice=rejected');
      expect(screen.getAllByRole('link')).toHaveLength(5);
    },
  );
});
