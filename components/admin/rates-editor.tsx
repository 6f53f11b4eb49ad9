'use client';

import { useState, type FormEvent } from 'react';
import { adminCall, AdminCallError } from '@/lib/admin/client';
import { adminErrorText } from '@/lib/admin/errors';
import { useAdminRead } from '@/lib/admin/queries';
import { currencyById, formatMoney } from '@/lib/money';
import { adminLocale } from '@/lib/admin/texts';
import { useAdmin } from './admin-context';
import { Button, ErrorLine, Field, when } from './form-bits';
import { useStepUp } from './step-up';

type RateMove = { symbol: string; from: string; to: string; change_percent: number };
type Rates = { target_currency_id: number; tax: string }[];

/** A stored rate ("7460.000000") as typed: no trailing zeros ("7460", "5.32"). */
const plainRate = (tax: string) => (tax.includes('.') ? tax.replace(/0+$/, '').replace(/\.$/, '') : tax);
/** A rate in its currency's own decimals and grouping (lib/money): "G$ 7.460", "R$ 5,32". */
const rateText = (tax: string, currencyId: number) => formatMoney(Number(tax), currencyById(currencyId));

/** Today's R$, G$ and P$ against the dollar; saving re-prices the shop at once. */
export function RatesEditor() {
  const { t, lang } = useAdmin();
  const locale = adminLocale(lang);
  const { data, error: loadError, set: setData } = useAdminRead('rates');
  const [error, setError] = useState('');
  const [saved, setSaved] = useState(false);
  // A move beyond 20 % of the last rate: the owner confirms it explicitly (issue 26); a manager is refused by the API.
  const [moves, setMoves] = useState<{ rates: Rates; list: RateMove[]; message: string } | null>(null);
  const stepUp = useStepUp();

  async function save(rates: Rates, confirm: boolean) {
    setError('');
    setSaved(false);
    setMoves(null);
    try {
      setData(
        await stepUp.run(() =>
          adminCall('saveRates', { body: { rates, ...(confirm ? { confirm_large_change: true } : {}) } }),
        ),
      );
      setSaved(true);
    } catch (err) {
      const list =
        err instanceof AdminCallError && err.status === 409
          ? (err.body as { rate_moves?: RateMove[] }).rate_moves
          : undefined;
      if (list && err instanceof AdminCallError) setMoves({ rates, list, message: err.message });
      else setError(adminErrorText(err, lang));
    }
  }

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    return save(
      (data?.current ?? []).map((r) => ({
        target_currency_id: r.target_currency_id,
        tax: String(form.get(`rate-${r.target_currency_id}`))
          .trim()
          .replace(',', '.'),
      })),
      false,
    );
  }

  if (!data) return loadError ? <ErrorLine>{adminErrorText(loadError, lang)}</ErrorLine> : <p>{t.loading}</p>;
  return (
    <section className="flex max-w-2xl flex-col gap-4">
      <h1 className="text-xl font-semibold">{t.rates}</h1>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        {data.current.map((r) => (
          <Field
            key={r.target_currency_id}
            label={`${r.symbol} / U$`}
            name={`rate-${r.target_currency_id}`}
            defaultValue={plainRate(r.tax)}
            inputMode="decimal"
            required
          />
        ))}
        <Button type="submit">{t.save}</Button>
      </form>
      {stepUp.prompt}
      {moves && (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded border border-amber-600 bg-amber-50 p-3 text-sm"
        >
          <p>{moves.message}</p>
          <ul>
            {moves.list.map((m) => (
              <li key={m.symbol}>
                {m.symbol}: {m.from} → {m.to} ({m.change_percent > 0 ? '+' : ''}
                {m.change_percent.toLocaleString(locale)}%)
              </li>
            ))}
          </ul>
          <div>
            <Button type="button" onClick={() => save(moves.rates, true)}>
              {t.rateConfirm}
            </Button>
          </div>
        </div>
      )}
      {saved && <p role="status">{t.done}</p>}
      <ErrorLine>{error}</ErrorLine>
      <h2 className="font-semibold">{t.history}</h2>
      <table className="w-full border-collapse bg-white text-sm">
        <thead>
          <tr className="border-b text-left">
            <th className="p-2">{t.when}</th>
            <th className="p-2">{t.rates}</th>
            <th className="p-2">{t.savedBy}</th>
          </tr>
        </thead>
        <tbody>
          {data.history.map((h, i) => (
            <tr key={i} className="border-b">
              <td className="p-2">{when(h.created_at, locale)}</td>
              <td className="p-2">{rateText(h.tax, h.target_currency_id)}</td>
              <td className="p-2">{h.saved_by ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
