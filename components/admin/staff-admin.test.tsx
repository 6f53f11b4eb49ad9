// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffBody } from '@/lib/contract/admin';
import { AdminTestFrame } from './admin-test-frame';
import { StaffAdmin } from './staff-admin';

/* The owner hands a member a new access link from the team page, after confirming; never for their own account. */

const calls = vi.hoisted(() => ({ log: [] as [string, unknown][] }));
const member = (id: number, email: string, role: StaffBody['role']): StaffBody => ({
  id,
  email,
  name: email.split('@')[0],
  role,
  lang: 'pt',
  totp_enabled: role !== 'clerk',
  totp_locked: false,
  active: true,
  pending_setup: false,
  last_login_at: null,
  created_at: '2026-11-01T10:00:00.000Z',
});
const owner = member(1, 'dona@loja.test', 'owner');
const manager = member(2, 'gerente@loja.test', 'manager');
vi.mock('@/lib/admin/client', () => ({
  adminCall: vi.fn(async (op: string, opts: unknown) => {
    calls.log.push([op, opts]);
    if (op === 'staff') return { data: [owner, manager] };
    if (op === 'resetStaff')
      return { staff: { ...manager, pending_setup: true }, setup_link: null, setup_link_mailed: true };
    throw new Error(op);
  }),
  AdminCallError: class extends Error {},
}));

beforeEach(() => {
  calls.log = [];
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The table row of one member (the button's name is the same on every row, as "Desativar" is). */
const rowOf = async (email: string) => (await screen.findByRole('cell', { name: email })).closest('tr')!;

const show = () =>
  render(
    <AdminTestFrame me={owner}>
      <StaffAdmin />
    </AdminTestFrame>,
  );

describe('a new access link from the team page', () => {
  it("asks first, then says the new link went to the member's e-mail (never shown to the owner)", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    show();
    fireEvent.click(
      within(await rowOf('gerente@loja.test')).getByRole('button', { name: 'Novo link de acesso' }),
    );
    expect(confirm).toHaveBeenCalledWith(
      'Gerar um novo link para gerente@loja.test? A senha e o autenticador atuais deixam de valer.',
    );
    expect(
      await screen.findByText('Novo link de acesso enviado ao e-mail de gerente@loja.test.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('setup-link')).toBeNull();
    expect(calls.log).toContainEqual(['resetStaff', { params: { id: 2 } }]);
  });

  it('does nothing when the owner does not confirm, and offers none for their own account', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    show();
    fireEvent.click(
      within(await rowOf('gerente@loja.test')).getByRole('button', { name: 'Novo link de acesso' }),
    );
    expect(calls.log.map(([op]) => op)).not.toContain('resetStaff');
    expect(
      within(await rowOf('dona@loja.test')).queryByRole('button', { name: 'Novo link de acesso' }),
    ).toBeNull();
  });
});

describe('the team on a phone', () => {
  it('shows each member as a card with the same controls as the table row (no sideways scrolling)', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    show();
    const cards = await screen.findByTestId('staff-cards');
    const [mine, theirs] = await within(cards).findAllByRole('listitem');
    expect(mine.textContent).toContain('dona@loja.test');
    expect(within(mine).queryByRole('combobox')).toBeNull();
    expect(within(theirs).getByRole('combobox', { name: 'Papel gerente@loja.test' })).toBeTruthy();
    fireEvent.click(within(theirs).getByRole('button', { name: 'Novo link de acesso' }));
    expect(
      await screen.findByText('Novo link de acesso enviado ao e-mail de gerente@loja.test.'),
    ).toBeTruthy();
    expect(document.querySelector('[role="region"][tabindex]')).toBeNull();
  });
});
