import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CheckoutFlow } from '@/components/checkout/checkout-flow';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { cartEnabled } from '@/lib/cart/cart-enabled';
import { shopContext, type ShopParams } from '@/lib/i18n/server';

/** Per shopper: never cached, never indexed. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<ShopParams> }): Promise<Metadata> {
  const { locale } = await shopContext(params);
  const t = await getTranslations({ locale, namespace: 'Checkout' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** Spec §2 /checkout: everything shopper-specific loads in the browser through the session proxy. */
export default async function CheckoutPage({ params }: { params: Promise<ShopParams> }) {
  const { locale, segment } = await shopContext(params);
  if (!cartEnabled()) notFound();
  return (
    <ClientMessages
      locale={locale}
      namespaces={['Checkout', 'Cart', 'Login', 'Addresses', 'Payment', 'Orders', 'ApiErrors']}
    >
      <QueryProvider>
        <CheckoutFlow locale={locale} currency={segment} />
      </QueryProvider>
    </ClientMessages>
  );
}
