import { getTranslations } from 'next-intl/server';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { WhatsAppIcon } from '@/components/ui/icons';
import { addToCartLabels, canAddToCart } from '@/lib/cart/availability';
import { cartEnabled } from '@/lib/cart/cart-enabled';
import { displayPrice } from '@/lib/catalog/price';
import type { ProductDetail } from '@/lib/contract';
import type { AppLocale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';
import { CHAT_REL, chatHref } from '@/lib/whatsapp/chat-href';

/**
 * How to buy: the add-to-cart island when the price is shown and the cart is on (disabled and explained for
 * products that cannot be bought online); where buying online does not work (cart off with CART_ENABLED=false,
 * or stock only in the physical store) the WhatsApp reservation, the store's sales channel. Hidden prices have
 * their own ask-the-price box in the price panel.
 */
export async function PurchaseNote({ product, locale }: { product: ProductDetail; locale: AppLocale }) {
  const [t, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'ProductPage' }),
    getTranslations({ locale, namespace: 'Cart' }),
  ]);
  if (!displayPrice(product)) return null;
  const online = canAddToCart(product);
  const button = cartEnabled() ? (
    <AddToCartButton productId={product.id} available={online} labels={addToCartLabels(tc)} size="page" />
  ) : null;
  // Reservation stays where buying online does not work: the cart is off, or the stock is only in the store.
  const reservable = !button
    ? product.tem_estoque || product.tem_estoque_fisico
    : !online && product.tem_estoque_fisico;
  if (!reservable) return button;
  return (
    <>
      {button}
      <div className="rounded-card border border-plum-100 bg-plum-50/70 p-4 print:hidden">
        <p className="text-sm font-semibold text-plum-900">{t('cartSoonTitle')}</p>
        <p className="mt-0.5 text-sm text-muted">{t('cartSoonText')}</p>
        <a
          href={chatHref(locale, localizePath(locale, `/produto/${product.slug}`))}
          target="_blank"
          rel={CHAT_REL}
          className="mt-3 inline-flex w-full items-center justify-center gap-2 rounded-full bg-success px-5 py-3 text-sm font-semibold text-white transition hover:brightness-95 sm:w-auto"
        >
          <WhatsAppIcon className="text-lg" />
          {t('reserve')}
        </a>
      </div>
    </>
  );
}
