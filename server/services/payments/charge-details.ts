import { and, desc, eq, or, sql, type SQLWrapper } from 'drizzle-orm';
import { addresses, cities, orders, states } from '../../db/schema';
import type { ChargeAddress, ChargeDetails } from '../../adapters/payment-gateway/types';
import type { Db } from '../../db/client';
import { namedStatement } from '../../db/prepared';

type DetailsRow = ChargeDetails['buyer'] & { orderNumber: number; items: ChargeDetails['items'] };

/**
 * Every remote checkout runs it, inside its transaction: one named statement (the buyer and the lines together, the
 * lines as JSON in their id order) rather than two planned per call; PostgreSQL binds and executes it only.
 */
const detailsOf = namedStatement<DetailsRow>(
  'charge_details',
  sql`
    select o.number as "orderNumber", c.first_name as "firstName", c.last_name as "lastName", c.email, c.phone,
      c.document_type as "documentType", c.document, c.company_name as "companyName",
      coalesce((
        select json_agg(json_build_object('productId', i.product_id, 'name', i.product_name, 'quantity', i.quantity, 'totalMinor', i.subtotal_minor) order by i.id)
        from order_items i where i.order_id = o.id
      ), '[]'::json) as items
    from orders o join customers c on c.id = o.customer_id
    where o.id = ${sql.placeholder('orderId')}::int`,
);

/** The order as a remote provider needs it (buyer profile, lines), read in the caller's transaction. */
export async function chargeDetails(tx: Db, orderId: number): Promise<ChargeDetails> {
  const [row] = await detailsOf(tx, { orderId });
  // Both drivers parse json: the lines arrive as objects.
  const { orderNumber, items, ...buyer } = row;
  return { orderNumber, buyer, items };
}

/**
 * The payer's address a boleto needs (EBANX): the order's delivery address, else the buyer's main active one, else
 * their newest. Read only when a provider asks (boleto), so PIX and card checkouts cost no extra statement.
 */
export async function chargeAddress(tx: Db, orderId: number): Promise<ChargeAddress | null> {
  const [row] = await payerAddress(tx, orders.customerId, orders.addressId, orderId);
  return row ?? null;
}

/** The same address before the order exists (the checkout's precheck): the buyer and the address the quote named. */
export async function buyerChargeAddress(
  db: Db,
  customerId: number,
  addressId: number | null,
): Promise<ChargeAddress | null> {
  const [row] = await payerAddress(db, sql`${customerId}::int`, sql`${addressId}::int`);
  return row ?? null;
}

/** The buyer's first address that can be the payer's, the preferred one first; with an order, named by its columns. */
function payerAddress(db: Db, customerId: SQLWrapper, preferredId: SQLWrapper, orderId?: number) {
  const query = db
    .select({
      street: addresses.street,
      number: addresses.number,
      district: addresses.district,
      complement: addresses.complement,
      postalCode: addresses.postalCode,
      city: cities.name,
      state: states.code,
    })
    .from(addresses)
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .innerJoin(states, eq(states.id, addresses.stateId))
    .where(
      and(
        sql`${addresses.customerId} = ${customerId}`,
        or(sql`${addresses.id} = ${preferredId}`, eq(addresses.active, true)),
      ),
    )
    .orderBy(
      sql`(${addresses.id} = ${preferredId}) desc nulls last`,
      desc(addresses.main),
      desc(addresses.id),
    )
    .limit(1)
    .$dynamic();
  return orderId === undefined ? query : query.innerJoin(orders, eq(orders.id, orderId));
}
