import { and, eq, sql } from 'drizzle-orm';
import type { Address, AddressCreateRequest } from '../../../lib/contract/account';
import type { Db } from '../../db/client';
import { addresses } from '../../db/schema';
import { NotFoundError, UnauthenticatedError, ValidationError } from '../errors';
import { activeAddresses, customerById } from './customer-queries';
import { placeErrors } from './place-check';

/** Spec §5 address modal and §7 address calls. Another customer's address id is a 404, like a missing one. */
export function addressService(db: Db) {
  async function create(customerId: number, req: AddressCreateRequest): Promise<Address[]> {
    const customer = await customerById(db, customerId);
    if (!customer) throw new UnauthenticatedError();
    const countryId = customer.foreign ? 1 : 2;
    if (req.pais_id !== undefined && req.pais_id !== countryId) throw new ValidationError({ pais_id: ['countryMismatch'] });
    if (countryId === 1 && !req.cep) throw new ValidationError({ cep: ['required'] });
    const place = await placeErrors(db, req.cidade_id, req.estado_id, countryId);
    if (Object.keys(place).length) throw new ValidationError(place);
    await db.transaction(async (tx) => {
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(addresses)
        .where(and(eq(addresses.customerId, customerId), eq(addresses.active, true), eq(addresses.main, true)));
      // The first active address is the main one whatever was asked; a new main one demotes the others.
      const main = req.principal || n === 0;
      if (main) await tx.update(addresses).set({ main: false }).where(eq(addresses.customerId, customerId));
      await tx.insert(addresses).values({
        customerId,
        name: req.nome,
        postalCode: countryId === 1 ? req.cep : null,
        street: req.logradouro,
        number: req.numero,
        district: req.bairro,
        complement: req.complemento,
        directions: countryId === 1 ? null : req.como_chegar,
        cityId: req.cidade_id,
        stateId: req.estado_id,
        countryId,
        active: true,
        main,
      });
    });
    return activeAddresses(db, customerId);
  }

  /** Soft delete (spec §4). Removing the main address promotes the newest remaining one. */
  async function deactivate(customerId: number, id: number): Promise<Address[]> {
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
  async function setMain(customerId: number, id: number): Promise<Address[]> {
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
export type AddressService = ReturnType<typeof addressService>;
