'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { loadCart } from '@/lib/ecom/cart-calls';
import { fill, type CartLabels } from '@/lib/cart/labels';
import { cartKey } from '@/lib/ecom/cart';
import {
  currencyOfSegment,
  defaultCurrencyFor,
  type AppLocale,
  type CurrencySegment,
} from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';
import { saveCurrency } from '@/lib/i18n/preferences';

/**
 * Spec §4 Checkout entry: pt-BR pays in dollars, es-PY in guaranis. In any other currency a modal explains the
 * conversion first; confirming switches the currency (the same cookie as the top bar's selector), re-reads the
 * cart in it (the API re-prices) and goes to /checkout with the panel closed.
 */
export function CheckoutEntry({
  locale,
  currency,
  labels,
  onDone,
}: {
  locale: AppLocale;
  currency: CurrencySegment;
  labels: CartLabels;
  onDone: () => void;
}) {
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const target = defaultCurrencyFor(locale);
  const href = localizePath(locale, '/checkout');

  async function proceed(convert: boolean) {
    setBusy(true);
    if (convert) {
      saveCurrency(target);
      const id = currencyOfSegment(target).id;
      await client.fetchQuery({ queryKey: cartKey(id), queryFn: () => loadCart(id) }).catch(() => null);
    }
    onDone();
    // A full load: the checkout page and the shell render in the new currency.
    window.location.assign(href);
  }

  return (
    <>
      <button
        type="button"
        className="btn-primary w-full"
        data-testid="cart-checkout"
        aria-disabled={busy}
        onClick={() => (busy ? undefined : currency === target ? void proceed(false) : setAsking(true))}
      >
        {labels.checkout}
      </button>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        labelledBy="convert-title"
        className="m-auto w-[min(92vw,440px)] rounded-2xl bg-paper p-6 shadow-lift backdrop:bg-plum-950/50"
      >
        <h2 id="convert-title" className="font-display text-xl font-semibold text-plum-900">
          {labels.convertTitle}
        </h2>
        <p className="mt-2 text-sm text-ink">
          {fill(labels.convertText, { currency: currencyOfSegment(target).code })}
        </p>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-outline" onClick={() => setAsking(false)}>
            {labels.convertCancel}
          </button>
          <button
            type="button"
            className="btn-primary"
            data-testid="convert-confirm"
            aria-disabled={busy}
            onClick={() => !busy && void proceed(true)}
          >
            {labels.convertConfirm}
          </button>
        </div>
      </Dialog>
    </>
  );
}
