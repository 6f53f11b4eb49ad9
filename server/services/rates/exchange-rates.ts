import { asc } from 'drizzle-orm';
import type { ExchangeRate } from '../../../lib/contract/catalog';
import { currencyById, type Rate } from '../../../lib/money';
import type { Db } from '../../db/client';
import { exchangeRates } from '../../db/schema';
import { memo } from '../../lib/memo';

export interface RateBook {
  /** For conversion (lib/money). */
  rates: Rate[];
  /** As the contract shows them. */
  contract: ExchangeRate[];
}

export function exchangeRateService(db: Db, ttlMs = 60_000) {
  const book = memo<RateBook>(ttlMs, async () => {
    const rows = await db.select().from(exchangeRates).orderBy(asc(exchangeRates.targetCurrencyId));
    return {
      rates: rows.map((r) => ({ targetCurrencyId: r.targetCurrencyId, tax: r.rate, multiply: r.multiply })),
      contract: rows.map((r) => {
        const source = currencyById(r.sourceCurrencyId);
        const target = currencyById(r.targetCurrencyId);
        return {
          source_currency: { id: source.id, symbol: source.symbol },
          target_currency: { id: target.id, symbol: target.symbol, decimals: target.decimals },
          tax: r.rate,
          multiply: r.multiply,
        };
      }),
    };
  });
  return { get: () => book.get(), invalidate: () => book.clear() };
}
export type ExchangeRateService = ReturnType<typeof exchangeRateService>;
