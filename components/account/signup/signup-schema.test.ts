import { describe, expect, it } from 'vitest';
import { fieldErrorText, formErrorMap } from '@/lib/contract/issue-messages';
import { signupSchema } from './signup-schema';
import { emptySignup } from './signup-values';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

function brazilian() {
  return {
    ...emptySignup('brazilian'),
    nome: 'Ana',
    sobrenome: 'Souza',
    telefone: '+55 (11) 98765-4321',
    email: 'ana@example.com',
    email_confirmation: 'ANA@example.com',
    password: 'Segura#2026',
    password_confirmation: 'Segura#2026',
    documento: '529.982.247-25',
    identidade: '12.345.678-9',
    orgao_emissor: 'SSP/SP',
    frente: new File([PNG], 'frente.png', { type: 'image/png' }),
    verso: new File([PNG], 'verso.png', { type: 'image/png' }),
    cep: '01310-100',
    estado_id: '26',
    cidade_id: '3550',
    logradouro: 'Avenida Paulista',
    numero: '1000',
    bairro: 'Bela Vista',
  };
}

async function errorsOf(values: object, lang: 'pt' | 'es' = 'pt') {
  const result = await signupSchema.safeParseAsync(values, { error: formErrorMap(lang) });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((i) => [String(i.path[0]), fieldErrorText(i.message, lang)]),
  );
}

describe('signup schema (contract + browser checks)', () => {
  it('accepts a complete Brazilian registration, e-mail confirmation case-insensitive', async () => {
    expect(await errorsOf(brazilian())).toEqual({});
  });

  it('flags a wrong CPF while the address step is still empty', async () => {
    const values = {
      ...brazilian(),
      documento: '529.982.247-26',
      cep: '',
      estado_id: '',
      cidade_id: '',
      logradouro: '',
    };
    const errors = await errorsOf(values);
    expect(errors.documento).toBe('CPF inválido');
    expect(errors.logradouro).toBe('Este campo é Obrigatório');
  });

  it('checks the CPF even while a document image is still missing', async () => {
    const errors = await errorsOf({ ...brazilian(), documento: '529.982.247-26', verso: undefined });
    expect(errors.documento).toBe('CPF inválido');
    expect(errors.verso).toBe('Este campo é Obrigatório');
  });

  it('refuses a renamed file and a missing one, in Spanish for es-PY', async () => {
    const fake = new File(['<svg/>'], 'frente.png', { type: 'image/png' });
    const errors = await errorsOf({ ...brazilian(), frente: fake, verso: undefined }, 'es');
    expect(errors.frente).toBe('Solo se permiten archivos PNG, JPG, GIF o PDF.');
    expect(errors.verso).toBe('Este campo es obligatorio');
  });

  it('checks a Paraguayan RUC and a half-typed phone mask', async () => {
    const values = {
      ...brazilian(),
      ...emptySignup('paraguayan'),
      nome: 'Luis',
      sobrenome: 'Benítez',
      telefone: '+595 (981) 234-5__',
      email: 'luis@example.com',
      email_confirmation: 'luis@example.com',
      password: 'Segura#2026',
      password_confirmation: 'Segura#2026',
      documento: '80000519-9',
    };
    const errors = await errorsOf(values);
    expect(errors.documento).toBe('RUC inválido');
    expect(errors.telefone).toBe('Telefone inválido');
  });
});
