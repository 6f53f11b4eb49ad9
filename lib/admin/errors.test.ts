import { describe, expect, it } from 'vitest';
import { AdminCallError } from './client';
import { adminErrorText } from './errors';

describe('adminErrorText', () => {
  it("tells the real wait of a 429 from Retry-After, in the staff member's language", () => {
    const err = new AdminCallError(429, { message: 'Aguarde um momento.' }, 60);
    expect(adminErrorText(err, 'pt')).toBe('Muitas tentativas. Tente de novo em 1 minuto.');
    expect(adminErrorText(new AdminCallError(429, {}, 150), 'es')).toBe(
      'Demasiados intentos. Intente de nuevo en 3 minutos.',
    );
    expect(adminErrorText(new AdminCallError(429, {}, 20), 'pt')).toContain('20 segundos');
  });
  it('joins the message and the fields; no answer at all is "unavailable"', () => {
    expect(
      adminErrorText(
        new AdminCallError(422, { message: 'Dados inválidos.', errors: { tax: ['deve ser positivo'] } }),
        'pt',
      ),
    ).toBe('Dados inválidos. tax: deve ser positivo');
    expect(adminErrorText(new AdminCallError(0, {}), 'es')).toMatch(/disponible/i);
  });
});
