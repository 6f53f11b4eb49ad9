import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DocumentType } from '../../../lib/contract/account';
import type { Db } from '../../db/client';
import { addresses, cities, countries, customers, states, uploadedDocuments } from '../../db/schema';

export type CustomerRow = typeof customers.$inferSelect;

/** One of a customer's addresses with its place's names (spec §3 Address), as the account services answer it. */
export interface CustomerAddress {
  id: number;
  name: string;
  /** Brazil's CEP; null for Paraguayan addresses. */
  postalCode: string | null;
  street: string;
  number: string;
  district: string;
  city: string;
  cityId: number;
  state: string;
  stateId: number;
  country: string;
  /** 1 Brazil, 2 Paraguay. */
  countryId: number;
  complement: string | null;
  /** How to get there (Paraguay). */
  directions: string | null;
  active: boolean;
  main: boolean;
}

/** A customer as they see themselves (spec §3 User): never the password hash, the internal id or the uuid. */
export interface Customer {
  firstName: string;
  lastName: string;
  email: string;
  /** Null until the e-mail is confirmed. */
  emailVerifiedAt: Date | null;
  phone: string;
  documentType: DocumentType;
  document: string;
  identity: string;
  identityIssuer: string | null;
  companyName: string | null;
  /** A Brazilian buyer (spec §1); else Paraguayan. */
  foreign: boolean;
  /** The previous login; null on the first. */
  lastLoginAt: Date | null;
  /** Which identity document images are on file. */
  documents: { front: boolean; back: boolean };
  /** Active addresses, main first. */
  addresses: CustomerAddress[];
}

const addressColumns = {
  id: addresses.id,
  name: addresses.name,
  postalCode: addresses.postalCode,
  street: addresses.street,
  number: addresses.number,
  district: addresses.district,
  city: cities.name,
  cityId: addresses.cityId,
  state: states.name,
  stateId: addresses.stateId,
  country: countries.name,
  countryId: addresses.countryId,
  complement: addresses.complement,
  directions: addresses.directions,
  active: addresses.active,
  main: addresses.main,
};

/** A customer's active addresses, main first, then newest. */
export function activeAddresses(db: Db, customerId: number): Promise<CustomerAddress[]> {
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

export async function documentSides(db: Db, customerId: number): Promise<Customer['documents']> {
  const rows = await db
    .select({ side: uploadedDocuments.side })
    .from(uploadedDocuments)
    .where(eq(uploadedDocuments.customerId, customerId))
    .orderBy(asc(uploadedDocuments.id));
  const sides = new Set(rows.map((r) => r.side));
  return { front: sides.has('frente'), back: sides.has('verso') };
}

export function toCustomer(
  c: CustomerRow,
  addresses: CustomerAddress[],
  documents: Customer['documents'],
): Customer {
  return {
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    emailVerifiedAt: c.emailVerifiedAt,
    phone: c.phone,
    documentType: c.documentType as DocumentType,
    document: c.document,
    identity: c.identity,
    identityIssuer: c.identityIssuer,
    companyName: c.companyName,
    foreign: c.foreign,
    lastLoginAt: c.lastLoginAt,
    documents,
    addresses,
  };
}

export async function loadCustomer(db: Db, customerId: number): Promise<Customer | undefined> {
  const c = await customerById(db, customerId);
  if (!c) return undefined;
  const [addresses, documents] = await Promise.all([
    activeAddresses(db, customerId),
    documentSides(db, customerId),
  ]);
  return toCustomer(c, addresses, documents);
}

/** The language a customer's e-mails and session use: Brazilians pt, Paraguayans es (spec §4). */
export const customerLang = (c: Pick<CustomerRow, 'foreign'>) => (c.foreign ? 'pt' : 'es') as 'pt' | 'es';
