'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { useAtom } from 'jotai/react';
import { useEffect, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { CloseIcon } from '@/components/ui/icons';
import { EcomError } from '@/lib/ecom/errors';
import { cartStore, panelOpenAtom } from '@/lib/cart/cart-ui';
import type { CartLabels } from '@/lib/cart/labels';
import type { Cart } from '@/lib/cart/types';
import { useClearCart, useRemoveLine, useSetQuantity } from '@/lib/ecom/cart';
import { currencyOfSegment, type AppLocale, type CurrencySegment } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';
import { formatMoney } from '@/lib/money';
import { CartLineItem } from './cart-line-item';
import { CheckoutEntry } from './checkout-entry';
import { ShareCartButton } from './share-cart-button';

/** Spec §4/§9: 300 ms slide; the clear confirmation and notices last 3 s. */
const ANIMATION_MS = 300;
const CONFIRM_MS = 3000;

function useTimedNotice(): [string | null, (text: string) => void] {
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (!notice) return;
    const t = setTimeout(() => setNotice(null), CONFIRM_MS);
    return () => clearTimeout(t);
  }, [notice]);
  return [notice, setNotice];
}

/**
 * The slide-in cart panel (spec §2): native modal dialog (focus kept inside, Escape closes, focus back to the
 * cart button), lines with quantity controls, two-click clear, total, continue shopping and checkout.
 */
export function CartPanel({
  locale,
  currency,
  labels,
  cart,
}: {
  locale: AppLocale;
  currency: CurrencySegment;
  labels: CartLabels;
  cart: UseQueryResult<Cart | null>;
}) {
  const [open, setOpen] = useAtom(panelOpenAtom, { store: cartStore });
  const currencyId = currencyOfSegment(currency).id;
  const setQuantity = useSetQuantity(currencyId);
  const remove = useRemoveLine(currencyId);
  const clear = useClearCart(currencyId);
  const [notice, setNotice] = useTimedNotice();
  const [confirmClear, setConfirmClear] = useState(false);

  useEffect(() => {
    if (!confirmClear) return;
    const t = setTimeout(() => setConfirmClear(false), CONFIRM_MS);
    return () => clearTimeout(t);
  }, [confirmClear]);

  const fail = (e: unknown) => setNotice(e instanceof EcomError ? e.message : labels.loadError);
  const data = cart.data ?? null;
  const lines = data?.lines ?? [];
  const close = () => setOpen(false);

  function onClear() {
    if (!confirmClear) {
      setConfirmClear(true);
      return;
    }
    setConfirmClear(false);
    clear.mutate(undefined, { onError: fail });
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      labelledBy="cart-panel-title"
      closeDelayMs={ANIMATION_MS}
      id="cart-panel"
      className={(shown) =>
        `fixed inset-y-0 right-0 left-auto m-0 h-dvh open:flex max-h-none w-[min(100vw,420px)] max-w-none flex-col bg-paper p-0 shadow-lift transition-transform duration-300 ease-out backdrop:bg-plum-950/50 ${
          shown ? 'translate-x-0' : 'translate-x-full'
        }`
      }
    >
      <div className="flex items-center justify-between border-b border-line px-4 py-3">
        <h2 id="cart-panel-title" className="font-display text-xl font-semibold text-plum-900">
          {labels.title}
        </h2>
        <button
          type="button"
          onClick={close}
          aria-label={labels.close}
          className="grid size-10 place-items-center rounded-full text-xl text-plum-900 hover:bg-plum-50"
        >
          <CloseIcon />
        </button>
      </div>

      <p
        role="status"
        aria-live="polite"
        className={
          notice ? 'mx-4 mt-3 rounded-lg bg-gold-100 px-3 py-2 text-sm font-medium text-plum-900' : 'sr-only'
        }
        data-testid="cart-notice"
      >
        {notice ?? ''}
      </p>

      <div className="min-h-0 flex-1 overflow-y-auto px-4" aria-busy={cart.isFetching}>
        {cart.isPending && cart.fetchStatus !== 'idle' ? (
          <p className="py-10 text-center text-sm text-muted">{labels.loading}</p>
        ) : cart.isError && !data ? (
          <div className="py-10 text-center">
            <p className="text-sm text-danger">{labels.loadError}</p>
            <button type="button" className="btn-outline mt-3" onClick={() => void cart.refetch()}>
              {labels.retry}
            </button>
          </div>
        ) : lines.length === 0 ? (
          <div className="py-12 text-center" data-testid="cart-empty">
            <p className="font-semibold text-plum-900">{labels.empty}</p>
            <p className="mt-1 text-sm text-muted">{labels.emptyHint}</p>
          </div>
        ) : (
          <ul className="divide-y divide-line">
            {lines.map((line) => (
              <CartLineItem
                key={line.productId}
                line={line}
                currencyId={data?.currencyId ?? currencyId}
                href={localizePath(locale, `/produto/${line.slug}`)}
                labels={labels}
                onQuantity={(quantity) =>
                  setQuantity.mutate({ productId: line.productId, quantity }, { onError: fail })
                }
                onMax={() => setNotice(labels.maxQuantity)}
                onRemove={() => remove.mutate(line.productId, { onError: fail })}
              />
            ))}
          </ul>
        )}
      </div>

      <div className="border-t border-line px-4 py-4">
        {lines.length > 0 && (
          <>
            <div className="flex items-center justify-between">
              <button
                type="button"
                onClick={onClear}
                data-testid="cart-clear"
                className={`rounded-full px-3 py-1.5 text-sm font-semibold ${confirmClear ? 'bg-danger text-white' : 'text-danger hover:bg-plum-50'}`}
              >
                {confirmClear ? labels.clearConfirm : labels.clear}
              </button>
              <p className="text-right">
                <span className="block text-xs font-semibold tracking-widest text-muted uppercase">
                  {labels.total}
                </span>
                <span
                  className="font-display text-2xl font-semibold text-plum-900 tabular-nums"
                  data-testid="cart-total"
                >
                  {formatMoney(data?.total ?? 0, data?.currencyId ?? currencyId)}
                </span>
              </p>
            </div>
          </>
        )}
        <div className="mt-3 flex flex-col gap-2">
          {lines.length > 0 && (
            <CheckoutEntry locale={locale} currency={currency} labels={labels} onDone={close} />
          )}
          {lines.length > 0 && data && (
            <ShareCartButton
              locale={locale}
              externalId={data.externalId}
              currencyId={data.currencyId}
              labels={labels}
            />
          )}
          <button type="button" onClick={close} className="btn-outline w-full">
            {labels.continueShopping}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
