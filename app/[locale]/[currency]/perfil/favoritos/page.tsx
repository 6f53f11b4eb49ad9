import { getTranslations } from 'next-intl/server';
import { FavoritesList } from '@/components/wishlist/favorites-list';
import { ClientMessages } from '@/components/providers/client-messages';
import { requireSession } from '@/lib/account/account-page';
import { addToCartLabels } from '@/lib/cart/availability';
import { cartEnabled } from '@/lib/cart/cart-enabled';
import { localizePath } from '@/lib/i18n/paths';
import { shopContext, type ShopParams } from '@/lib/i18n/server';

export const dynamic = 'force-dynamic';

/** Spec §1 wishlist: the saved products with today's price (in the shopper's currency) and stock. */
export default async function FavoritesPage({ params }: { params: Promise<ShopParams> }) {
  const { locale, currency } = await shopContext(params);
  await requireSession(locale, '/perfil/favoritos');
  // Spec §4: with the cart switched off there is nothing to add to.
  const addLabels = cartEnabled()
    ? addToCartLabels(await getTranslations({ locale, namespace: 'Cart' }))
    : null;
  return (
    <ClientMessages locale={locale} namespaces={['Wishlist']}>
      <FavoritesList
        locale={locale}
        currencyId={currency.id}
        browseHref={localizePath(locale, '/produtos')}
        addLabels={addLabels}
      />
    </ClientMessages>
  );
}
