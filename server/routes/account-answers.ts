import type { Address, CepLookup, LoginResponse, User } from '../../lib/contract/account';
import type { Customer, CustomerAddress, StartedSession } from '../services/accounts/account-service';
import type { PostalCodePlace } from '../services/accounts/postal-codes';

/** Spec §3 Address. */
export const addressAnswer = (a: CustomerAddress): Address => ({
  id: a.id,
  nome: a.name,
  cep: a.postalCode,
  logradouro: a.street,
  numero: a.number,
  bairro: a.district,
  cidade: a.city,
  cidade_id: a.cityId,
  estado: a.state,
  estado_id: a.stateId,
  pais: a.country,
  pais_id: a.countryId,
  complemento: a.complement,
  como_chegar: a.directions,
  ativo: a.active,
  principal: a.main,
});

/** Spec §7's address calls answer the active addresses afterwards. */
export const addressesAnswer = (list: CustomerAddress[]) => ({ data: list.map(addressAnswer) });

/** Spec §3 User. */
export const userAnswer = (c: Customer): User => ({
  nome: c.firstName,
  sobrenome: c.lastName,
  email: c.email,
  email_verified_at: c.emailVerifiedAt?.toISOString() ?? null,
  telefone: c.phone,
  documento_tipo: c.documentType,
  documento: c.document,
  identidade: c.identity,
  orgao_emissor: c.identityIssuer,
  razao_social: c.companyName,
  estrangeiro: c.foreign,
  data_ultimo_login: c.lastLoginAt?.toISOString() ?? null,
  documentos: { frente: c.documents.front, verso: c.documents.back },
  enderecos: c.addresses.map(addressAnswer),
});

/** Spec §7's login and registration answer, with the message in the request's language. */
export const sessionAnswer = (s: StartedSession, message: string): LoginResponse => ({
  token: s.token,
  expires_at: s.expiresAt.toISOString(),
  user: userAnswer(s.customer),
  message,
});

/** GET /ecom/endereco/cep/{cep}: only Brazil has CEPs (pais_id 1). */
export const cepAnswer = (p: PostalCodePlace): CepLookup => ({
  cep: p.postalCode,
  logradouro: p.street,
  bairro: p.district,
  cidade: p.city,
  cidade_id: p.cityId,
  estado: p.state,
  estado_id: p.stateId,
  uf: p.uf,
  pais_id: 1,
  manual: p.manual,
  fonte: p.source,
});
