import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ImportSharedCart } from '@/components/cart/shared/import-shared-cart';
import { SharedCartLines } from '@/components/cart/shared/shared-cart-lines';
import { ClientMessages } from '@/components/providers/client-messages';
import { apiGet, ApiError } from '@/lib/api/client';
import { cartShareTokenSchema, sharedCartSchema, type SharedCart } from '@/lib/contract/whatsapp';
import { apiLang } from '@/lib/i18n/config';
import { shopContext, type ShopParams } from '@/lib/i18n/server';

/** Per link and stock of now: never cached, never indexed. */
export const dynamic = 'force-dynamic';

type Params = ShopParams & { token: string };

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await shopContext(params);
  const t = await getTranslations({ locale, namespace: 'SharedCart' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

async function load(token: string, lang: 'pt' | 'es', currencyId: number): Promise<SharedCart | null> {
  if (!cartShareTokenSchema.safeParse(token).success) return null;
  try {
    return await apiGet(
      `/ecom/venda/carrinho-compartilhado/${token}`,
      { lang, moeda_id: currencyId },
      sharedCartSchema,
      { revalidate: 0 },
    );
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** /c/{token} (issue 28): a cart someone shared, at today's prices and stock, and a button to take it. */
export default async function SharedCartPage({ params }: { params: Promise<Params> }) {
  const { locale, currency } = await shopContext(params);
  const { token } = await params;
  const [t, cart] = await Promise.all([
    getTranslations({ locale, namespace: 'SharedCart' }),
    load(token, apiLang(locale), currency.id),
  ]);
  return (
    <div className="container-page max-w-3xl py-8 md:py-12">
      <h1 className="font-display text-3xl font-semibold text-plum-900">{t('title')}</h1>
      {!cart ? (
        <p className="mt-4 text-muted" data-testid="shared-cart-gone">
          {t('gone')}
        </p>
      ) : (
        <>
          <p className="mt-2 text-muted">{t('intro')}</p>
          <SharedCartLines cart={cart} locale={locale} />
          <ClientMessages locale={locale} namespaces={['SharedCart']}>
            <ImportSharedCart
              locale={locale}
              currencyId={cart.moeda_id}
              lines={cart.itens
                .filter((l) => l.disponivel)
                .map((l) => ({ productId: l.produto_id, quantity: l.qtde }))}
            />
          </ClientMessages>
        </>
      )}
    </div>
  );
}
