import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { RATE_MOVE_BOUND, type RatesAdmin } from '../../../lib/contract/admin-rates';
import type { StaffRole } from '../../../lib/contract/admin';
import { currencyById } from '../../../lib/money';
import type { Db } from '../../db/client';
import { exchangeRateHistory, exchangeRates, staff } from '../../db/schema';
import { ConflictError, ForbiddenError } from '../errors';
import { writeAudit, type Actor } from '../staff/audit';

const USD = 2;
const HISTORY = 90;

/**
 * The day's rates against the dollar. Saving writes today's row, a history row and the audit entry in one
 * transaction for each rate that changed, then `announce` makes every API replica drop its cached reads and the
 * storefront re-render.
 */
export function rateAdminService({
  db,
  announce,
  now,
}: {
  db: Db;
  announce: (reason: string) => Promise<void>;
  now: () => Date;
}) {
  async function get(): Promise<RatesAdmin> {
    const [current, history] = await Promise.all([
      db
        .select()
        .from(exchangeRates)
        .where(eq(exchangeRates.sourceCurrencyId, USD))
        .orderBy(asc(exchangeRates.targetCurrencyId)),
      db
        .select({ h: exchangeRateHistory, by: staff.name })
        .from(exchangeRateHistory)
        .leftJoin(staff, eq(staff.id, exchangeRateHistory.staffId))
        .orderBy(desc(exchangeRateHistory.id))
        .limit(HISTORY),
    ]);
    return {
      current: current.map((r) => ({
        target_currency_id: r.targetCurrencyId,
        symbol: currencyById(r.targetCurrencyId).symbol,
        tax: r.rate,
        multiply: r.multiply,
        updated_at: r.updatedAt.toISOString(),
      })),
      history: history.map(({ h, by }) => ({
        target_currency_id: h.targetCurrencyId,
        symbol: currencyById(h.targetCurrencyId).symbol,
        tax: h.rate,
        saved_by: by,
        created_at: h.createdAt.toISOString(),
      })),
    };
  }

  /**
   * Issue 26 point 8: a rate near zero would make every charge near zero. A move beyond RATE_MOVE_BOUND of the last
   * rate needs an owner's explicit confirmation (409 listing the moves until they send `confirm_large_change`); a
   * manager is refused (403). Checked under the rows' locks, against the rates as they are.
   */
  function checkMoves(
    rows: { target_currency_id: number; from: string; to: string }[],
    who: { role: StaffRole; confirm: boolean },
  ) {
    const large = rows
      .map((r) => ({ ...r, change: Number(r.to) / Number(r.from) - 1 }))
      .filter((r) => Number(r.from) > 0 && Math.abs(r.change) > RATE_MOVE_BOUND + 1e-9);
    if (!large.length) return;
    if (who.role !== 'owner') throw new ForbiddenError('rateMoveNeedsOwner');
    if (!who.confirm) {
      const moves = large.map((r) => ({
        target_currency_id: r.target_currency_id,
        symbol: currencyById(r.target_currency_id).symbol,
        from: r.from,
        to: r.to,
        change_percent: Math.round(r.change * 1000) / 10,
      }));
      throw new ConflictError('rateMoveConfirm', { rate_moves: moves });
    }
  }

  async function save(
    rates: { target_currency_id: number; tax: string }[],
    actor: Actor,
    who: { role: StaffRole; confirm: boolean },
  ): Promise<RatesAdmin> {
    const at = now();
    const changed = await db.transaction(async (tx) => {
      const before: Record<string, string> = {};
      const after: Record<string, string> = {};
      const current = await tx
        .select()
        .from(exchangeRates)
        .where(eq(exchangeRates.sourceCurrencyId, USD))
        .orderBy(asc(exchangeRates.targetCurrencyId))
        .for('update');
      checkMoves(
        rates.flatMap((r) => {
          const row = current.find((c) => c.targetCurrencyId === r.target_currency_id);
          return row ? [{ target_currency_id: r.target_currency_id, from: row.rate, to: r.tax }] : [];
        }),
        who,
      );
      if (who.confirm && who.role === 'owner') after.confirmed_large_change = 'true';
      for (const r of rates) {
        const same = and(
          eq(exchangeRates.sourceCurrencyId, USD),
          eq(exchangeRates.targetCurrencyId, r.target_currency_id),
        );
        const [row] = await tx.select().from(exchangeRates).where(same).for('update');
        // Compared as numbers by the database ('5.61' is '5.610000'): a rate saved unchanged writes no history.
        const written = row
          ? await tx
              .update(exchangeRates)
              .set({ rate: r.tax, updatedAt: at })
              .where(and(eq(exchangeRates.id, row.id), ne(exchangeRates.rate, r.tax)))
              .returning({ rate: exchangeRates.rate, multiply: exchangeRates.multiply })
          : await tx
              .insert(exchangeRates)
              .values({
                sourceCurrencyId: USD,
                targetCurrencyId: r.target_currency_id,
                rate: r.tax,
                multiply: true,
                updatedAt: at,
              })
              .returning({ rate: exchangeRates.rate, multiply: exchangeRates.multiply });
        if (!written.length) continue;
        const symbol = currencyById(r.target_currency_id).symbol;
        before[symbol] = row?.rate ?? '';
        after[symbol] = written[0].rate;
        await tx.insert(exchangeRateHistory).values({
          sourceCurrencyId: USD,
          targetCurrencyId: r.target_currency_id,
          rate: written[0].rate,
          multiply: written[0].multiply,
          staffId: actor.staffId,
          createdAt: at,
        });
      }
      if (!Object.keys(after).some((k) => k !== 'confirmed_large_change')) return false;
      await writeAudit(
        tx,
        actor,
        { action: 'rates.save', entity: 'exchange_rates', entityId: 'USD', before, after },
        at,
      );
      return true;
    });
    // Nothing changed: no audit entry, no history row, and no cache to drop anywhere.
    if (changed) await announce('exchange rates');
    return get();
  }

  return { get, save };
}
