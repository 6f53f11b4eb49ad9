import { sql } from 'drizzle-orm';
import type { ChargeDetails } from '../../adapters/payment-gateway/types';
import type { Db } from '../../db/client';
import { namedStatement } from '../../db/prepared';

type DetailsRow = ChargeDetails['buyer'] & { orderNumber: number; items: ChargeDetails['items']; address: ChargeDetails['address'] };

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
      ), '[]'::json) as items,
      (
        select json_build_object('street', a.street, 'number', a.number, 'district', a.district, 'complement', a.complement,
          'postalCode', a.postal_code, 'city', ci.name, 'state', st.code)
        from addresses a join cities ci on ci.id = a.city_id join states st on st.id = a.state_id
        where a.customer_id = o.customer_id and (a.id = o.address_id or a.active)
        order by (a.id = o.address_id) desc nulls last, a.main desc, a.id desc
        limit 1
      ) as address
    from orders o join customers c on c.id = o.customer_id
    where o.id = ${sql.placeholder('orderId')}::int`,
);

/** The order as a remote provider needs it (buyer profile, lines, the delivery or main address), read in the caller's transaction. */
export async function chargeDetails(tx: Db, orderId: number): Promise<ChargeDetails> {
  const [row] = await detailsOf(tx, { orderId });
  // Both drivers parse json: the lines arrive as objects.
  const { orderNumber, items, address, ...buyer } = row;
  return { orderNumber, buyer, items, address };
}
