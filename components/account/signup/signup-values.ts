import type { DocumentType } from '@/lib/contract/account';
import type { PhoneCountry } from '@/components/account/form/masks';

export type Nationality = 'paraguayan' | 'brazilian';

/**
 * The registration form's values: the contract's field names (they are the multipart body), selects as
 * strings, the two document images as files.
 */
export interface SignupValues {
  estrangeiro: '0' | '1';
  nome: string;
  sobrenome: string;
  telefone: string;
  email: string;
  email_confirmation: string;
  password: string;
  password_confirmation: string;
  documento_tipo: DocumentType;
  documento: string;
  identidade: string;
  orgao_emissor: string;
  razao_social: string;
  frente?: File;
  verso?: File;
  pais_id: 1 | 2;
  pais: string;
  cep: string;
  estado: string;
  estado_id: string;
  cidade: string;
  cidade_id: string;
  logradouro: string;
  numero: string;
  bairro: string;
  complemento: string;
  como_chegar: string;
}

export type SignupField = keyof SignupValues;

export const STEPS = ['nationality', 'personal', 'documents', 'address'] as const;
export type Step = (typeof STEPS)[number];

/** Fields each step validates before the next one opens (the contract's schema split per step). */
export const STEP_FIELDS: Record<Step, SignupField[]> = {
  nationality: ['estrangeiro'],
  personal: [
    'nome',
    'sobrenome',
    'telefone',
    'email',
    'email_confirmation',
    'password',
    'password_confirmation',
  ],
  documents: [
    'documento_tipo',
    'documento',
    'identidade',
    'orgao_emissor',
    'razao_social',
    'frente',
    'verso',
  ],
  address: [
    'pais_id',
    'cep',
    'estado_id',
    'cidade_id',
    'logradouro',
    'numero',
    'bairro',
    'complemento',
    'como_chegar',
  ],
};

/** The step holding a field the server complained about, so the form can go back to it. */
export function stepOfField(field: string): Step | null {
  for (const step of STEPS) if ((STEP_FIELDS[step] as string[]).includes(field)) return step;
  if (field === 'estado' || field === 'cidade' || field === 'pais' || field === 'nome_endereco')
    return 'address';
  return null;
}

/** Spec §4 country toggle: "0" Paraguay (RUC, country 2), "1" Brazil (CPF, country 1). */
export function nationalityDefaults(
  nationality: Nationality,
): Pick<SignupValues, 'estrangeiro' | 'documento_tipo' | 'pais_id' | 'pais'> {
  return nationality === 'brazilian'
    ? { estrangeiro: '1', documento_tipo: 'CPF', pais_id: 1, pais: 'Brasil' }
    : { estrangeiro: '0', documento_tipo: 'RUC', pais_id: 2, pais: 'Paraguay' };
}

export function phoneCountryFor(nationality: Nationality): PhoneCountry {
  return nationality === 'brazilian' ? 'BR' : 'PY';
}

export function emptySignup(nationality: Nationality): SignupValues {
  return {
    ...nationalityDefaults(nationality),
    nome: '',
    sobrenome: '',
    telefone: '',
    email: '',
    email_confirmation: '',
    password: '',
    password_confirmation: '',
    documento: '',
    identidade: '',
    orgao_emissor: '',
    razao_social: '',
    cep: '',
    estado: '',
    estado_id: '',
    cidade: '',
    cidade_id: '',
    logradouro: '',
    numero: '',
    bairro: '',
    complemento: '',
    como_chegar: '',
  };
}

/** The multipart body of POST /ecom/cliente/cadastrar: every text field plus the two files. */
export function toFormData(values: SignupValues): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (value instanceof File) body.append(key, value, value.name);
    else body.append(key, String(value));
  }
  // Paraguayans give no CEP; Brazilians give no directions (spec §2).
  if (values.estrangeiro === '0') body.delete('cep');
  else body.delete('como_chegar');
  return body;
}
