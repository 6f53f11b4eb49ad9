import { asc, desc, eq, and } from 'drizzle-orm';
import type { RatesAdmin } from '../../../lib/contract/admin-rates';
import { currencyById } from '../../../lib/money';
import type { Db } from '../../db/client';
import { exchangeRateHistory, exchangeRates, staff } from '../../db/schema';
import { writeAudit, type Actor } from './audit';

const USD = 2;
const HISTORY = 90;

/**
 * The day's rates against the dollar. Saving writes today's row, a history row and the audit entry in one
 * transaction, then `announce` makes every API replica drop its cached reads and the storefront re-render.
 */
export function rateAdminService({ db, announce, now }: { db: Db; announce: (reason: string) => Promise<void>; now: () => Date }) {
  async function get(): Promise<RatesAdmin> {
    const [current, history] = await Promise.all([
      db.select().from(exchangeRates).where(eq(exchangeRates.sourceCurrencyId, USD)).orderBy(asc(exchangeRates.targetCurrencyId)),
      db
        .select({ h: exchangeRateHistory, by: staff.name })
        .from(exchangeRateHistory)
        .leftJoin(staff, eq(staff.id, exchangeRateHistory.staffId))
        .orderBy(desc(exchangeRateHistory.id))
        .limit(HISTORY),
    ]);
    return {
      current: current.map((r) => ({ target_currency_id: r.targetCurrencyId, symbol: currencyById(r.targetCurrencyId).symbol, tax: r.rate, multiply: r.multiply, updated_at: r.updatedAt.toISOString() })),
      history: history.map(({ h, by }) => ({ target_currency_id: h.targetCurrencyId, symbol: currencyById(h.targetCurrencyId).symbol, tax: h.rate, saved_by: by, created_at: h.createdAt.toISOString() })),
    };
  }

  async function save(rates: { target_currency_id: number; tax: string }[], actor: Actor): Promise<RatesAdmin> {
    const at = now();
    await db.transaction(async (tx) => {
      const before: Record<string, string> = {};
      const after: Record<string, string> = {};
      for (const r of rates) {
        const [row] = await tx
          .select()
          .from(exchangeRates)
          .where(and(eq(exchangeRates.sourceCurrencyId, USD), eq(exchangeRates.targetCurrencyId, r.target_currency_id)))
          .for('update');
        const symbol = currencyById(r.target_currency_id).symbol;
        before[symbol] = row?.rate ?? '';
        if (row) await tx.update(exchangeRates).set({ rate: r.tax, updatedAt: at }).where(eq(exchangeRates.id, row.id));
        else await tx.insert(exchangeRates).values({ sourceCurrencyId: USD, targetCurrencyId: r.target_currency_id, rate: r.tax, multiply: true, updatedAt: at });
        const [saved] = await tx
          .select({ rate: exchangeRates.rate, multiply: exchangeRates.multiply })
          .from(exchangeRates)
          .where(and(eq(exchangeRates.sourceCurrencyId, USD), eq(exchangeRates.targetCurrencyId, r.target_currency_id)));
        after[symbol] = saved.rate;
        await tx.insert(exchangeRateHistory).values({ sourceCurrencyId: USD, targetCurrencyId: r.target_currency_id, rate: saved.rate, multiply: saved.multiply, staffId: actor.staffId, createdAt: at });
      }
      await writeAudit(tx, actor, { action: 'rates.save', entity: 'exchange_rates', entityId: 'USD', before, after }, at);
    });
    await announce('exchange rates');
    return get();
  }

  return { get, save };
}
