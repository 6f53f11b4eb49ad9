import { asc, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { customerLookupSchema } from '../../../lib/contract/admin-customers';
import type { Db } from '../../db/client';
import { customers, customerSearchText } from '../../db/schema';
import { staffCustomerView } from '../accounts/staff-customer-view';

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The customer a seller builds an order for (issue 28 point 3): part of the e-mail or document (the order search's
 * trigram index), or the phone's last digits whatever its spacing and with or without the country code (a phone
 * dictated as "0981 123 456" matches "+595 981 123456"; this one reads the table, customers being thousands).
 */
export function customerLookup(db: Db) {
  return async (q: string): Promise<z.infer<typeof customerLookupSchema>> => {
    const text = q.trim().toLowerCase();
    const digits = text.replace(/\D/g, '').replace(/^0+/, '');
    const rows = await db
      .select()
      .from(customers)
      .where(
        or(
          sql`${customerSearchText(customers)} LIKE ${`%${escapeLike(text)}%`}`,
          digits.length >= 8
            ? sql`regexp_replace(${customers.phone}, '[^0-9]', '', 'g') LIKE ${`%${digits}`}`
            : undefined,
        ),
      )
      .orderBy(asc(customers.id))
      .limit(10);
    return {
      data: rows.map(staffCustomerView),
    };
  };
}
