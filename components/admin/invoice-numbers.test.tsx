// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffBody } from '@/lib/contract/admin';
import { AdminTestFrame } from './admin-test-frame';
import { InvoiceNumbers } from './invoice-numbers';

/* Issue 27 §6: a manager's inutilización of skipped numbers — asked first, then sent, SET's answer shown. */
const answer = vi.hoisted(() => ({ calls: [] as { op: string; input: unknown }[] }));
vi.mock('@/lib/admin/client', () => ({
  adminCall: vi.fn(async (op: string, input: unknown) => {
    answer.calls.push({ op, input });
    return { set_code: '0600', set_message: 'Evento registrado correctamente' };
  }),
  AdminCallError: class extends Error {},
}));

const manager = { id: 1, name: 'X', email: 'x@y', role: 'manager' } as StaffBody;

function fillIn(labels: { from: string; to: string; reason: string }) {
  fireEvent.change(screen.getByLabelText(labels.from), { target: { value: '15' } });
  fireEvent.change(screen.getByLabelText(labels.to), { target: { value: '17' } });
  fireEvent.change(screen.getByLabelText(labels.reason), { target: { value: 'Salto en la numeración' } });
}

afterEach(cleanup);

describe('inutilización in the back office', () => {
  it('es: the manager is asked, naming the range; only "yes" sends it; SET\'s answer shows', async () => {
    answer.calls = [];
    render(
      <AdminTestFrame lang="es" me={manager}>
        <InvoiceNumbers />
      </AdminTestFrame>,
    );
    fillIn({ from: 'Desde el número', to: 'Hasta el número', reason: 'Motivo (5 a 500 caracteres)' });
    fireEvent.click(screen.getByRole('button', { name: 'Inutilizar…' }));
    expect(await screen.findByText('¿Inutilizar factura 15 a 17 en la SET?')).toBeTruthy();
    // Going back sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Volver', hidden: true }));
    expect(answer.calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Inutilizar…' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sí, inutilizar 3 número(s)', hidden: true }));
    expect(
      await screen.findByText(
        'La SET registró la inutilización de 15 a 17: 0600 — Evento registrado correctamente',
      ),
    ).toBeTruthy();
    expect(answer.calls).toEqual([
      {
        op: 'inutilizeInvoices',
        input: { body: { tipo: 'fatura', desde: 15, ate: 17, motivo: 'Salto en la numeración' } },
      },
    ]);
  });

  it('pt: a credit-note range, in Portuguese', async () => {
    answer.calls = [];
    render(
      <AdminTestFrame lang="pt" me={manager}>
        <InvoiceNumbers />
      </AdminTestFrame>,
    );
    fireEvent.change(screen.getByLabelText('Documento'), { target: { value: 'nota-credito' } });
    fillIn({ from: 'Do número', to: 'Até o número', reason: 'Motivo (5 a 500 caracteres)' });
    fireEvent.click(screen.getByRole('button', { name: 'Inutilizar…' }));
    expect(await screen.findByText('Inutilizar nota de crédito 15 a 17 na SET?')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Sim, inutilizar 3 número(s)', hidden: true }));
    expect(await screen.findByText(/^A SET registrou a inutilização de 15 a 17: 0600/)).toBeTruthy();
    expect(answer.calls[0]).toMatchObject({ input: { body: { tipo: 'nota-credito' } } });
  });
});
