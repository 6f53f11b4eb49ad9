import { describe, expect, it } from 'vitest';
import { addressCreateRequestSchema, registrationFieldsSchema } from './account';
import { fieldErrorText, formErrorMap } from './issue-messages';

const valid = {
  estrangeiro: '1',
  nome: 'Ana',
  sobrenome: 'Souza',
  telefone: '+55 (11) 91234-5678',
  email: 'ana@example.com',
  email_confirmation: 'ANA@example.com',
  password: 'Segura#2026',
  password_confirmation: 'Segura#2026',
  documento_tipo: 'CPF',
  documento: '529.982.247-25',
  identidade: '123',
  orgao_emissor: 'SSP',
  pais_id: '1',
  cep: '01310100',
  estado_id: '26',
  cidade_id: '3830',
  logradouro: 'Av. Paulista',
  numero: '1000',
  bairro: 'Bela Vista',
};

/** What a react-hook-form field would show: zodResolver(schema, { error: formErrorMap(lang) }) then fieldErrorText. */
function formErrors(input: object, lang: 'pt' | 'es') {
  const r = registrationFieldsSchema.safeParse(input, { error: formErrorMap(lang) });
  const out: Record<string, string[]> = {};
  for (const i of r.success ? [] : r.error.issues)
    (out[i.path.join('.')] ??= []).push(fieldErrorText(i.message, lang)!);
  return out;
}

describe('account contract as the forms use it', () => {
  it('accepts a valid Brazilian registration and normalises the CEP and empty optionals', () => {
    const r = registrationFieldsSchema.parse({ ...valid, razao_social: '' });
    expect(r).toMatchObject({ cep: '01310-100', pais_id: 1, cidade_id: 3830, razao_social: null });
  });

  it('gives the same texts as the API, in the form language, built-in and custom rules alike', () => {
    const es = formErrors(
      { ...valid, nome: '', email_confirmation: 'otro@example.com', password: 'abc', estrangeiro: undefined },
      'es',
    );
    expect(es.nome).toEqual(['Este campo es obligatorio']);
    expect(es.estrangeiro).toEqual(['Este campo es obligatorio']);
    expect(es.email_confirmation).toEqual(['Los correos electrónicos deben ser iguales']);
    expect(es.password).toContain('Este campo debe tener como mínimo 8 caracteres');
    expect(es.password).toContain('La contraseña debe contener al menos una letra mayúscula');
    const pt = formErrors({ ...valid, documento: '111.111.111-11' }, 'pt');
    expect(pt).toEqual({ documento: ['CPF inválido'] });
  });

  it('asks a CEP of Brazilian addresses only', () => {
    const base = {
      nome: 'Casa',
      logradouro: 'Rua',
      numero: '1',
      bairro: 'Centro',
      cidade_id: 10145,
      estado_id: 111,
    };
    expect(addressCreateRequestSchema.safeParse({ ...base, pais_id: 2 }).success).toBe(true);
    const br = addressCreateRequestSchema.safeParse({ ...base, pais_id: 1 });
    expect(br.success ? [] : br.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['cep', 'required'],
    ]);
  });
});
