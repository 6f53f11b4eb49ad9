import { describe, expect, it } from 'vitest';
import { emptySignup, stepOfField, toFormData } from './signup-values';

describe('signup values', () => {
  it('follows the country toggle of spec §4', () => {
    expect(emptySignup('paraguayan')).toMatchObject({ estrangeiro: '0', documento_tipo: 'RUC', pais_id: 2 });
    expect(emptySignup('brazilian')).toMatchObject({ estrangeiro: '1', documento_tipo: 'CPF', pais_id: 1 });
  });

  it('sends the files and drops the field the other buyer kind does not have', () => {
    const file = new File(['x'], 'frente.png', { type: 'image/png' });
    const py = toFormData({
      ...emptySignup('paraguayan'),
      cep: '01310-100',
      como_chegar: 'plaza',
      frente: file,
    });
    expect(py.get('cep')).toBeNull();
    expect(py.get('como_chegar')).toBe('plaza');
    expect((py.get('frente') as File).name).toBe('frente.png');
    expect(py.get('verso')).toBeNull();
    const br = toFormData({ ...emptySignup('brazilian'), cep: '01310-100', como_chegar: 'plaza' });
    expect(br.get('cep')).toBe('01310-100');
    expect(br.get('como_chegar')).toBeNull();
    expect(br.get('pais_id')).toBe('1');
  });

  it('finds the step of a field the server refused', () => {
    expect(stepOfField('email')).toBe('personal');
    expect(stepOfField('documento')).toBe('documents');
    expect(stepOfField('cidade')).toBe('address');
    expect(stepOfField('unknown')).toBeNull();
  });
});
