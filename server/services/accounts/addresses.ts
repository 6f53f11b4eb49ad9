import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses } from '../../db/schema';
import { NotFoundError, UnauthenticatedError, ValidationError } from '../errors';
import { activeAddresses, customerById, type CustomerAddress } from './customer-queries';
import { placeErrors } from './place-check';

/** An address the customer adds (spec §5's modal), in the domain's words; the route maps the request onto it. */
export interface NewAddress {
  name: string;
  /** Brazil's CEP (8 digits); required for Brazilian customers, ignored for Paraguayan ones. */
  postalCode: string | null;
  street: string;
  number: string;
  district: string;
  complement: string | null;
  /** How to get there (Paraguay, where street numbers are rare); ignored for Brazilian customers. */
  directions: string | null;
  cityId: number;
  stateId: number;
  /** The country the form said (1 Brazil, 2 Paraguay): must be the customer's own; absent, the customer's. */
  countryId?: number;
  /** Asked to be the main address (the first active one always is). */
  main: boolean;
}

/** Spec §5 address modal and §7 address calls. Another customer's address id is a 404, like a missing one. */
export function addressService(db: Db) {
  async function create(customerId: number, req: NewAddress): Promise<CustomerAddress[]> {
    const customer = await customerById(db, customerId);
    if (!customer) throw new UnauthenticatedError();
    const countryId = customer.foreign ? 1 : 2;
    if (req.countryId !== undefined && req.countryId !== countryId)
      throw new ValidationError({ countryId: ['countryMismatch'] });
    if (countryId === 1 && !req.postalCode) throw new ValidationError({ postalCode: ['required'] });
    const place = await placeErrors(db, req.cityId, req.stateId, countryId);
    if (Object.keys(place).length) throw new ValidationError(place);
    await db.transaction(async (tx) => {
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(addresses)
        .where(
          and(eq(addresses.customerId, customerId), eq(addresses.active, true), eq(addresses.main, true)),
        );
      // The first active address is the main one whatever was asked; a new main one demotes the others.
      const main = req.main || n === 0;
      if (main) await tx.update(addresses).set({ main: false }).where(eq(addresses.customerId, customerId));
      await tx.insert(addresses).values({
        customerId,
        name: req.name,
        postalCode: countryId === 1 ? req.postalCode : null,
        street: req.street,
        number: req.number,
        district: req.district,
        complement: req.complement,
        directions: countryId === 1 ? null : req.directions,
        cityId: req.cityId,
        stateId: req.stateId,
        countryId,
        active: true,
        main,
      });
    });
    return activeAddresses(db, customerId);
  }

  /** Soft delete (spec §4). Removing the main address promotes the newest remaining one. */
  async function deactivate(customerId: number, id: number): Promise<CustomerAddress[]> {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(addresses)
        .set({ active: false, main: false })
        .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId), eq(addresses.active, true)))
        .returning({ wasMain: sql<boolean>`true` });
      if (!row) throw new NotFoundError('addressNotFound');
      await tx.execute(sql`
        UPDATE ${addresses} SET main = true
        WHERE id = (SELECT id FROM ${addresses} WHERE customer_id = ${customerId} AND active ORDER BY id DESC LIMIT 1)
          AND NOT EXISTS (SELECT 1 FROM ${addresses} WHERE customer_id = ${customerId} AND active AND main)`);
    });
    return activeAddresses(db, customerId);
  }

  /** Exactly one main address afterwards, in one transaction. */
  async function setMain(customerId: number, id: number): Promise<CustomerAddress[]> {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId), eq(addresses.active, true)))
        .for('update');
      if (!row) throw new NotFoundError('addressNotFound');
      await tx
        .update(addresses)
        .set({ main: sql`${addresses.id} = ${id}` })
        .where(eq(addresses.customerId, customerId));
    });
    return activeAddresses(db, customerId);
  }

  return { list: (customerId: number) => activeAddresses(db, customerId), create, deactivate, setMain };
}
