'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { cartCountAtom, cartStore } from '@/lib/cart/cart-ui';
import type { Cart } from '@/lib/cart/types';
import { settleCart } from '@/lib/ecom/cart';
import { addToCart, setQuantity } from '@/lib/ecom/cart-calls';
import { getQueryClient } from '@/lib/ecom/query-client';
import type { AppLocale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';

/**
 * Puts a shared cart's lines into this browser's own cart (issue 28): one unit in, then the shared quantity, which
 * the cart service caps at the stock as for any shopper. Lines no longer sold online are left out.
 */
export function ImportSharedCart({
  locale,
  currencyId,
  lines,
}: {
  locale: AppLocale;
  currencyId: number;
  lines: { productId: number; quantity: number }[];
}) {
  const t = useTranslations('SharedCart');
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');

  async function run() {
    setState('busy');
    try {
      let hasCart: boolean | undefined;
      let cart: Cart | null = null;
      for (const line of lines) {
        cart = await addToCart(line.productId, currencyId, hasCart);
        hasCart = true;
        const now = cart.lines.find((l) => l.productId === line.productId)?.quantity ?? 0;
        if (now < line.quantity) cart = await setQuantity(line.productId, line.quantity, currencyId);
      }
      // The header's count and the cart panel show the new lines at once, as after any add.
      if (cart) {
        cartStore.set(cartCountAtom, cart.itemCount);
        await settleCart(getQueryClient(), currencyId, cart);
      }
      setState('done');
    } catch {
      setState('failed');
    }
  }

  if (state === 'done') {
    return (
      <div className="flex flex-col gap-3" role="status">
        <p className="font-semibold text-success">{t('added')}</p>
        <a href={localizePath(locale, '/checkout')} className="btn-primary w-full py-3 text-center sm:w-auto">
          {t('goCheckout')}
        </a>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        className="btn-primary w-full py-3 sm:w-auto"
        onClick={run}
        disabled={state === 'busy' || !lines.length}
        aria-busy={state === 'busy'}
        data-testid="import-shared-cart"
      >
        {state === 'busy' ? t('adding') : t('add')}
      </button>
      {state === 'failed' && (
        <p role="alert" className="text-sm text-danger">
          {t('failed')}
        </p>
      )}
    </div>
  );
}
