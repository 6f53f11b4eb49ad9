import { asc, sql } from 'drizzle-orm';
import { DIRECT_SOURCE, type SalesReport, type SalesReportQuery } from '../../../lib/contract/admin-reports';
import { currencyById, minorToMajor } from '../../../lib/money';
import type { Db } from '../../db/client';
import { sellers, staff } from '../../db/schema';
import { ValidationError } from '../errors';

const ZONE = 'America/Asuncion';
/** Longest range per grouping: a day report of more than a year is a month report. */
const MAX_DAYS = { day: 400, month: 1900 } as const;
const CURRENCY_ORDER = ['PYG', 'USD', 'BRL', 'ARS'];

interface Bucket {
  period: string;
  key: string | null;
  currency_id: number;
  orders: number;
  total: string;
}

/**
 * Paid orders (not refunded, not cancelled) per period and per source or seller. One grouped read over the
 * range's orders (orders_created_idx), folded here into one row per period and key with a total per currency.
 */
export function salesReport(db: Db) {
  return {
    async read(q: SalesReportQuery): Promise<SalesReport> {
      const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
      if (days < 0 || days > MAX_DAYS[q.period]) throw new ValidationError({ to: ['invalidValue'] });
      const column =
        q.by === 'seller'
          ? // A draft order's seller is a staff member (decision 0047): keyed `staff:<id>` beside the team's sellers.
            sql`coalesce('staff:' || o.seller_staff_id::text, o.seller_id::text)`
          : q.touch === 'first'
            ? sql`o.source_first`
            : sql`o.source_last`;
      const format = q.period === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
      const result = await db.execute(sql`
        SELECT to_char(date_trunc(${q.period}, o.created_at AT TIME ZONE ${ZONE}), ${format}) AS period,
               ${column} AS key, o.currency_id, count(*)::int AS orders, sum(o.total_minor)::text AS total
          FROM orders o
         WHERE o.created_at >= (${q.from}::date)::timestamp AT TIME ZONE ${ZONE}
           AND o.created_at < (${q.to}::date + 1)::timestamp AT TIME ZONE ${ZONE}
           AND o.paid_at IS NOT NULL AND o.status NOT IN ('ESTORNADO', 'CANCELADO')
         GROUP BY 1, 2, 3
         ORDER BY 1, 2`);
      const buckets = (result as unknown as { rows: Bucket[] }).rows;
      const names =
        q.by === 'seller'
          ? new Map(
              (await db.select({ id: sellers.id, name: sellers.name }).from(sellers).orderBy(asc(sellers.id)))
                .map((s): [string, string] => [String(s.id), s.name])
                .concat(
                  (await db.select({ id: staff.id, name: staff.name }).from(staff)).map(
                    (s): [string, string] => [`staff:${s.id}`, s.name],
                  ),
                ),
            )
          : null;
      const rows = new Map<string, SalesReport['rows'][number]>();
      const seen = new Set<string>();
      for (const b of buckets) {
        const key = b.key ?? (q.by === 'seller' ? '' : DIRECT_SOURCE);
        const id = `${b.period}\u0000${key}`;
        const label = names ? (names.get(key) ?? (key ? `#${key}` : '—')) : key;
        const row = rows.get(id) ?? { period: b.period, key, label, orders: 0, revenue: {} };
        const currency = currencyById(b.currency_id);
        row.orders += b.orders;
        row.revenue[currency.code] =
          (row.revenue[currency.code] ?? 0) + minorToMajor(Number(b.total), currency);
        seen.add(currency.code);
        rows.set(id, row);
      }
      return { rows: [...rows.values()], currencies: CURRENCY_ORDER.filter((c) => seen.has(c)) };
    },

    async sellerNames() {
      return {
        data: await db
          .select({ id: sellers.id, name: sellers.name, active: sellers.active })
          .from(sellers)
          .orderBy(asc(sellers.name)),
      };
    },
  };
}
