import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Address, DocumentType, User } from '../../../lib/contract/account';
import type { Db } from '../../db/client';
import { addresses, cities, countries, customers, states, uploadedDocuments } from '../../db/schema';

export type CustomerRow = typeof customers.$inferSelect;

const addressColumns = {
  id: addresses.id,
  nome: addresses.name,
  cep: addresses.postalCode,
  logradouro: addresses.street,
  numero: addresses.number,
  bairro: addresses.district,
  cidade: cities.name,
  cidade_id: addresses.cityId,
  estado: states.name,
  estado_id: addresses.stateId,
  pais: countries.name,
  pais_id: addresses.countryId,
  complemento: addresses.complement,
  como_chegar: addresses.directions,
  ativo: addresses.active,
  principal: addresses.main,
};

/** A customer's active addresses, main first, then newest. */
export function activeAddresses(db: Db, customerId: number): Promise<Address[]> {
  return db
    .select(addressColumns)
    .from(addresses)
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .innerJoin(states, eq(states.id, addresses.stateId))
    .innerJoin(countries, eq(countries.id, addresses.countryId))
    .where(and(eq(addresses.customerId, customerId), eq(addresses.active, true)))
    .orderBy(desc(addresses.main), desc(addresses.id));
}

export async function customerById(db: Db, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row;
}

export async function customerByEmail(db: Db, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(sql`lower(${customers.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function documentSides(db: Db, customerId: number): Promise<{ frente: boolean; verso: boolean }> {
  const rows = await db
    .select({ side: uploadedDocuments.side })
    .from(uploadedDocuments)
    .where(eq(uploadedDocuments.customerId, customerId))
    .orderBy(asc(uploadedDocuments.id));
  const sides = new Set(rows.map((r) => r.side));
  return { frente: sides.has('frente'), verso: sides.has('verso') };
}

/** Spec §3 User: never the password hash, the internal id or the uuid. */
export function toUser(c: CustomerRow, enderecos: Address[], documentos: { frente: boolean; verso: boolean }): User {
  return {
    nome: c.firstName,
    sobrenome: c.lastName,
    email: c.email,
    email_verified_at: c.emailVerifiedAt?.toISOString() ?? null,
    telefone: c.phone,
    documento_tipo: c.documentType as DocumentType,
    documento: c.document,
    identidade: c.identity,
    orgao_emissor: c.identityIssuer,
    razao_social: c.companyName,
    estrangeiro: c.foreign,
    data_ultimo_login: c.lastLoginAt?.toISOString() ?? null,
    documentos,
    enderecos,
  };
}

export async function loadUser(db: Db, customerId: number): Promise<User | undefined> {
  const c = await customerById(db, customerId);
  if (!c) return undefined;
  const [enderecos, docs] = await Promise.all([activeAddresses(db, customerId), documentSides(db, customerId)]);
  return toUser(c, enderecos, docs);
}

/** The language a customer's e-mails and session use: Brazilians pt, Paraguayans es (spec §4). */
export const customerLang = (c: Pick<CustomerRow, 'foreign'>) => (c.foreign ? 'pt' : 'es') as 'pt' | 'es';
