// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminCallError } from '@/lib/admin/client';
import { ADMIN_TEXT, type AdminLang } from '@/lib/admin/texts';
import { AdminProvider } from './admin-context';
import { useStepUp } from './step-up';

/* Issue 26: when the API asks for a fresh TOTP, the back office asks for a code in the staff's language and retries. */

const calls = vi.hoisted(() => ({ log: [] as string[], stepped: false }));
vi.mock('@/lib/admin/client', async (original) => {
  const real = await original<typeof import('@/lib/admin/client')>();
  return {
    ...real,
    adminCall: vi.fn(async (op: string, opts: { body?: { totp?: string } }) => {
      calls.log.push(op === 'stepUp' ? `stepUp ${opts.body?.totp}` : op);
      if (op === 'stepUp') {
        if (opts.body?.totp !== '123456')
          throw new real.AdminCallError(403, {
            message: 'Código do autenticador inválido ou já usado.',
            step_up: 'totp',
          } as never);
        calls.stepped = true;
        return { message: 'ok' };
      }
      if (!calls.stepped)
        throw new real.AdminCallError(403, {
          message: 'Confirme com um código novo do autenticador para continuar.',
          step_up: 'totp',
        } as never);
      return { saved: true };
    }),
  };
});

afterEach(() => {
  cleanup();
  calls.log = [];
  calls.stepped = false;
});

function Saver() {
  const { run, prompt } = useStepUp();
  const [state, setState] = useState('');
  const save = async () => {
    const { adminCall } = await import('@/lib/admin/client');
    try {
      await run(() => adminCall('saveRates', { body: {} }));
      setState('saved');
    } catch (e) {
      setState(e instanceof AdminCallError ? `refused: ${e.message}` : String(e));
    }
  };
  return (
    <div>
      <button onClick={save}>save</button>
      {prompt}
      <p data-testid="state">{state}</p>
    </div>
  );
}

const show = (lang: AdminLang) =>
  render(
    <AdminProvider value={{ lang, t: ADMIN_TEXT[lang], me: null }}>
      <Saver />
    </AdminProvider>,
  );

describe('the step-up prompt', () => {
  it('asks for a code (Spanish office), refuses a wrong one, then the call goes through once more', async () => {
    show('es');
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirme con el autenticador' });
    const field = screen.getByLabelText(/Código del autenticador/);
    fireEvent.change(field, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Código do autenticador inválido ou já usado.',
    );
    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await vi.waitFor(() => expect(screen.getByTestId('state').textContent).toBe('saved'));
    expect(dialog.isConnected).toBe(false);
    expect(calls.log).toEqual(['saveRates', 'stepUp 000000', 'stepUp 123456', 'saveRates']);
  });

  it('"back" gives the caller the API\'s refusal (Portuguese office)', async () => {
    show('pt');
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await screen.findByRole('dialog', { name: 'Confirme com o autenticador' });
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('state').textContent).toBe(
        'refused: Confirme com um código novo do autenticador para continuar.',
      ),
    );
    expect(calls.log).toEqual(['saveRates']);
  });
});
