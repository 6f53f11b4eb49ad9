// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffBody } from '@/lib/contract/admin';
import type { AdminInvoice } from '@/lib/contract/invoices';
import { AdminTestFrame } from './admin-test-frame';
import { OrderInvoices } from './order-invoices';

/* Issue 27: the order's SIFEN documents in the back office — SET's reason, downloads, a manager's resend. */
const answer = vi.hoisted(() => ({ data: [] as unknown[], calls: [] as { op: string; input: unknown }[] }));
vi.mock('@/lib/admin/client', () => ({
  adminCall: vi.fn(async (op: string, input: unknown) => {
    answer.calls.push({ op, input });
    if (op === 'resendInvoice') return { ...(answer.data[0] as object), status: 'pending' };
    return { enabled: true, data: answer.data };
  }),
  AdminCallError: class extends Error {},
}));

const doc = (over: Partial<AdminInvoice>): AdminInvoice => ({
  id: 7,
  kind: 'FE',
  number: '001-001-0000042',
  cdc: null,
  status: 'pending',
  set_code: null,
  set_message: null,
  attempts: 1,
  issued_at: new Date().toISOString(),
  cancellable: false,
  ...over,
});
const staff = (role: StaffBody['role']) => ({ id: 1, name: 'X', email: 'x@y', role }) as StaffBody;

async function show(data: AdminInvoice[], lang: 'pt' | 'es', me: StaffBody) {
  answer.data = data;
  answer.calls = [];
  render(
    <AdminTestFrame lang={lang} me={me}>
      <OrderInvoices number={100042} />
    </AdminTestFrame>,
  );
  return screen.findByTestId('admin-invoice');
}

afterEach(cleanup);

describe('the order page invoice panel', () => {
  it("a rejected invoice shows SET's code and message; a manager resends it after confirming", async () => {
    const rejected = doc({
      status: 'rejected',
      set_code: '1313',
      set_message: 'RUC del receptor inexistente',
    });
    const row = await show([rejected], 'es', staff('manager'));
    expect(within(row).getByText('Rechazada')).toBeTruthy();
    expect(within(row).getByText('Motivo de la SET: 1313 — RUC del receptor inexistente')).toBeTruthy();
    expect(within(row).queryByRole('link')).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Reenviar a la SET' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reenviar 001-001-0000042', hidden: true }));
    expect(await screen.findByText('Documento 001-001-0000042 en cola para la SET.')).toBeTruthy();
    expect(answer.calls.map((c) => c.op)).toContain('resendInvoice');
  });

  it('a clerk sees the state but no resend; an approved invoice offers the KuDE and the XML', async () => {
    const row = await show(
      [doc({ status: 'rejected', set_code: '1313', set_message: 'x' })],
      'pt',
      staff('clerk'),
    );
    expect(within(row).queryByRole('button')).toBeNull();
    cleanup();
    const ok = await show([doc({ status: 'approved', cdc: '0'.repeat(44) })], 'pt', staff('clerk'));
    expect(within(ok).getByText('Aprovada')).toBeTruthy();
    expect(within(ok).getByRole('link', { name: 'KuDE (PDF A4)' }).getAttribute('href')).toBe(
      '/api/admin/invoices/100042/download?tipo=fatura&formato=a4',
    );
    expect(within(ok).getByRole('link', { name: 'XML assinado' })).toBeTruthy();
  });

  it('a manager is offered the cancellation only where the API says it is still possible', async () => {
    const approved = { status: 'approved' as const, cdc: '0'.repeat(44) };
    const open = await show([doc({ ...approved, cancellable: true })], 'es', staff('manager'));
    expect(within(open).getByRole('button', { name: 'Anular en la SET' })).toBeTruthy();
    cleanup();
    // Credited by a credit note, or past SET's 48 hours: no button (the API refuses it too).
    const credited = await show([doc({ ...approved, cancellable: false })], 'es', staff('manager'));
    expect(within(credited).queryByRole('button', { name: 'Anular en la SET' })).toBeNull();
  });
});
