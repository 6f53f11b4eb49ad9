// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminLang } from '@/lib/admin/texts';
import { AdminTestFrame } from './admin-test-frame';
import { AuditLog } from './audit-log';

/* The audit log's filters fold behind one button on a phone; the active ones show as chips in words (issue 29). */

const state = vi.hoisted(() => ({ queries: [] as Record<string, unknown>[] }));
vi.mock('@/lib/admin/client', () => ({
  adminCall: vi.fn(async (op: string, input: { query?: Record<string, unknown> }) => {
    if (op === 'staff')
      return {
        data: [{ id: 7, name: 'Ana Gerente', email: 'ana@loja.test', role: 'manager', active: true }],
      };
    state.queries.push(input.query ?? {});
    return {
      data: [
        {
          id: 1,
          staff_id: 7,
          actor: 'ana@loja.test',
          action: 'order.refund',
          entity: 'order',
          entity_id: '100001',
          before: { status: 'PAGO' },
          after: { status: 'ESTORNADO', reason: 'Cliente desistiu' },
          created_at: '2026-11-27T14:00:00.000Z',
        },
      ],
      next_before_id: null,
    };
  }),
  AdminCallError: class extends Error {},
}));

afterEach(() => {
  cleanup();
  state.queries = [];
});

const show = (lang: AdminLang) =>
  render(
    <AdminTestFrame lang={lang}>
      <AuditLog />
    </AdminTestFrame>,
  );

describe('the audit log', () => {
  it.each([
    ['pt', 'Filtros', 'Pessoa', 'Filtrar', 'Ana Gerente estornou o pedido 100001'],
    ['es', 'Filtros', 'Persona', 'Filtrar', 'Ana Gerente reembolsó el pedido 100001'],
  ] as const)(
    '%s: filters behind one button, the person as a chip that removes itself',
    async (lang, filters, person, apply, sentence) => {
      show(lang);
      expect(await screen.findByText(sentence)).toBeTruthy();
      const toggle = screen.getByRole('button', { name: filters });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(screen.getByRole('search', { hidden: true }).className).toContain('hidden');
      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      const form = screen.getByRole('search');
      const select = within(form).getByRole('combobox', { name: new RegExp(`^${person}`) });
      await within(select).findByRole('option', { name: 'Ana Gerente' });
      fireEvent.change(select, { target: { value: '7' } });
      fireEvent.click(within(form).getByRole('button', { name: apply }));
      const chip = await screen.findByRole('button', { name: new RegExp(`${person}: Ana Gerente`) });
      expect(screen.getByRole('button', { name: `${filters} (1)` })).toBeTruthy();
      expect(state.queries.at(-1)).toMatchObject({ staff_id: '7' });
      fireEvent.click(chip);
      // Back to the unfiltered list (React Query answers it from its cache) and the field back to "everyone".
      expect(screen.queryByRole('button', { name: new RegExp(`${person}: Ana Gerente`) })).toBeNull();
      expect(screen.getByRole('button', { name: filters })).toBeTruthy();
      expect(
        (screen.getByRole('combobox', { name: new RegExp(`^${person}`) }) as HTMLSelectElement).value,
      ).toBe('');
    },
  );
});
