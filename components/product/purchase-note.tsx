import { getTranslations } from 'next-intl/server';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { WhatsAppIcon } from '@/components/ui/icons';
import { addToCartLabels, canAddToCart } from '@/lib/cart/availability';
import { cartEnabled } from '@/lib/cart/cart-enabled';
import { displayPrice } from '@/lib/catalog/price';
import type { ProductDetail } from '@/lib/contract';
import type { AppLocale } from '@/lib/i18n/config';
import { whatsappUrl } from '@/lib/store-info';

/**
 * How to buy: the add-to-cart island when buying online works (price shown, cart on); with the cart switched
 * off (CART_ENABLED=false), a working way to buy anyway: reserve over WhatsApp, the store's sales channel.
 * Hidden prices have their own ask-the-price box in the price panel.
 */
export async function PurchaseNote({ product, locale }: { product: ProductDetail; locale: AppLocale }) {
  const [t, tc] = await Promise.all([getTranslations({ locale, namespace: 'ProductPage' }), getTranslations({ locale, namespace: 'Cart' })]);
  if (!displayPrice(product)) return null;
  if (cartEnabled()) {
    return <AddToCartButton productId={product.id} available={canAddToCart(product)} labels={addToCartLabels(tc)} size="page" />;
  }
  const buyable = product.tem_estoque || product.tem_estoque_fisico;
  if (!buyable) return null;
  return (
    <div className="rounded-card border border-plum-100 bg-plum-50/70 p-4 print:hidden">
      <p className="text-sm font-semibold text-plum-900">{t('cartSoonTitle')}</p>
      <p className="mt-0.5 text-sm text-muted">{t('cartSoonText')}</p>
      <a
        href={whatsappUrl(t('whatsappMessage', { name: product.nome, code: product.codigo }))}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 inline-flex w-full items-center justify-center gap-2 rounded-full bg-success px-5 py-3 text-sm font-semibold text-white transition hover:brightness-95 sm:w-auto"
      >
        <WhatsAppIcon className="text-lg" />
        {t('reserve')}
      </a>
    </div>
  );
}
