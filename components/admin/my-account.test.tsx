// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffBody } from '@/lib/contract/admin';
import type { AdminLang } from '@/lib/admin/texts';
import { AdminTestFrame } from './admin-test-frame';
import { MyAccount } from './my-account';

/* A clerk enrols an authenticator from "Minha conta / Mi cuenta" (issue 26): the secret and its QR, then password and code. */

const calls = vi.hoisted(() => [] as { op: string; body?: unknown }[]);
vi.mock('@/lib/admin/client', () => ({
  adminCall: vi.fn(async (op: string, input?: { body?: unknown }) => {
    calls.push({ op, body: input?.body });
    if (op === 'enrolTotp')
      return {
        totp_secret: 'JBSWY3DPEHPK3PXP',
        totp_uri: 'otpauth://totp/Loja%20CDE:balcao%40loja.test?issuer=Loja%20CDE&secret=JBSWY3DPEHPK3PXP',
      };
    if (op === 'confirmTotp') return { ...clerk, totp_enabled: true };
    throw new Error(op);
  }),
  AdminCallError: class extends Error {},
}));

const clerk: StaffBody = {
  id: 3,
  email: 'balcao@loja.test',
  name: 'Cajero',
  role: 'clerk',
  lang: 'es',
  totp_enabled: false,
  totp_locked: false,
  active: true,
  pending_setup: false,
  last_login_at: null,
  created_at: '2026-11-01T10:00:00.000Z',
};
const show = (me: StaffBody, lang: AdminLang) =>
  render(
    <AdminTestFrame lang={lang} me={me}>
      <MyAccount />
    </AdminTestFrame>,
  );

afterEach(() => {
  cleanup();
  calls.length = 0;
});

describe('my account', () => {
  it('a clerk without TOTP sees the secret and a QR, confirms with password and code, and is enrolled (es-PY)', async () => {
    show(clerk, 'es');
    expect(screen.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Activar el autenticador' }));
    expect((await screen.findByTestId('totp-secret')).textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(screen.getByRole('img', { name: 'QR' }).getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'Cajero#Seguro-2026' } });
    fireEvent.change(screen.getByLabelText(/Código del autenticador/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar y activar' }));
    expect((await screen.findByRole('status')).textContent).toContain('Autenticador activado');
    expect(calls.at(-1)).toEqual({
      op: 'confirmTotp',
      body: { password: 'Cajero#Seguro-2026', totp: '123456' },
    });
    expect(screen.queryByTestId('totp-secret')).toBeNull();
  });

  it('a member with TOTP sees that it is on, and nothing to enrol (pt-BR)', () => {
    show({ ...clerk, role: 'owner', lang: 'pt', totp_enabled: true }, 'pt');
    expect(screen.getByRole('status').textContent).toContain('O autenticador está ativo');
    expect(screen.queryByRole('button', { name: 'Ativar o autenticador' })).toBeNull();
    expect(calls).toEqual([]);
  });
});
