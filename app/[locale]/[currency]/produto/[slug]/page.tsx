import type { Metadata } from 'next';
import Link from '@/components/ui/soft-link';
import { getTranslations } from 'next-intl/server';
import { PrintManager } from '@/components/print/print-manager';
import { PRINT_SELECT_KEYS } from '@/components/print/print-labels';
import { DeliveryNotice } from '@/components/product/delivery-notice';
import { loadProduct } from './load-product';
import { PaymentOptions } from '@/components/product/payment-options';
import { PricePanel } from '@/components/product/price-panel';
import { PrintProductButton, PrintStamp } from '@/components/product/print-product-button';
import { GALLERY_LABEL_KEYS } from '@/components/product/gallery-labels';
import { ProductGallery } from '@/components/product/product-gallery';
import { WishlistHeart } from '@/components/wishlist/wishlist-heart';
import { wishlistLabels } from '@/components/wishlist/wishlist-labels';
import { ProductInfo } from '@/components/product/product-info';
import { PurchaseNote } from '@/components/product/purchase-note';
import { RelatedProducts } from '@/components/product/related-products';
import { StockStatus } from '@/components/product/stock-status';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { loadMessages, pickMessages } from '@/lib/i18n/messages';
import { localizePath } from '@/lib/i18n/paths';
import { shopContext, type ShopParams } from '@/lib/i18n/server';
import { breadcrumbJsonLd, featuresText, productJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_URL } from '@/lib/seo/site-url';

type Params = ShopParams & { slug: string };

// ISR: each (language, currency, product) renders on its first visit and is cached; the fetches carry
// the tags "catalog" and "product:{id}", so either purge refreshes the page.
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

async function load(params: Promise<Params>) {
  const p = await params;
  const ctx = await shopContext(p);
  return { ctx, ...(await loadProduct(ctx, p.slug)) };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { ctx, product } = await load(params);
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Meta' });
  return pageMetadata({
    locale: ctx.locale,
    path: `/produto/${product.slug}`,
    title: product.nome,
    description: featuresText(product.caracteristica, 160) || t('listingDescription', { name: product.nome }),
    image: product.imagens[0]?.url,
  });
}

export default async function ProductPage({ params }: { params: Promise<Params> }) {
  const { ctx, product, trail, special } = await load(params);
  const { locale, segment, currency } = ctx;
  const [t, th, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'ProductPage' }),
    getTranslations({ locale, namespace: 'Header' }),
    loadMessages(locale),
  ]);
  // Client islands take their strings (raw templates) as props: no next-intl runtime on this page.
  const galleryLabels = pickMessages(messages.ProductPage, GALLERY_LABEL_KEYS);
  const L = (p: string) => localizePath(locale, p);
  const path = L(`/produto/${product.slug}`);
  const crumbs = [
    { name: th('home'), href: L('/') },
    ...trail.map((c) => ({ name: c.name, href: L(c.path) })),
    { name: product.nome, href: path },
  ];
  const listName = trail[trail.length - 1].name;

  return (
    <>
      <JsonLdScript
        data={[
          productJsonLd({ origin: SITE_URL, product, path, currency }),
          breadcrumbJsonLd(SITE_URL, crumbs),
        ]}
      />
      <div className="container-page py-5 md:py-8">
        <div className="print:hidden">
          <Breadcrumbs items={crumbs} label={t('breadcrumb')} />
        </div>
        <PrintStamp locale={locale} printedOn={messages.ProductPage.printedOn} />
        <div className="mt-4 grid gap-6 min-[769px]:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)] min-[769px]:gap-8 lg:gap-12">
          <ProductGallery
            images={product.imagens}
            name={product.nome}
            labels={galleryLabels}
            locale={locale}
          />
          <div className="flex min-w-0 flex-col gap-5">
            <header className="relative">
              {product.brand && (
                <Link
                  href={L(`/marca/${product.brand.slug}`)}
                  className="text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase hover:underline"
                >
                  {product.brand.nome}
                </Link>
              )}
              <h1 className="mt-1 pr-12 font-display text-2xl leading-tight font-semibold tracking-tight text-plum-900 md:text-[2rem]">
                {product.nome}
              </h1>
              {/* Beside the title, outside it: the heading keeps only the product's name. */}
              <WishlistHeart
                productId={product.id}
                labels={wishlistLabels(messages.Wishlist, product.nome)}
                className="absolute top-0 right-0 print:hidden"
              />
              <p className="mt-2 text-sm text-muted">
                {t('code')}: <span className="font-medium text-ink tabular-nums">{product.codigo}</span>
              </p>
            </header>
            <StockStatus product={product} locale={locale} />
            <div className="border-y border-line py-5">
              <PricePanel product={product} locale={locale} />
            </div>
            <PurchaseNote product={product} locale={locale} />
            <div className="flex flex-wrap items-end gap-3 print:hidden">
              <PrintProductButton label={t('printSheet')} />
              <PrintManager
                currency={segment}
                locale={locale}
                labels={pickMessages(messages.Print, PRINT_SELECT_KEYS)}
                title={listName}
                scope={{
                  categoryId: product.categoria.id,
                  departmentId: product.departamento?.id,
                  special: special || undefined,
                }}
              />
            </div>
            <PaymentOptions locale={locale} />
            <DeliveryNotice locale={locale} />
          </div>
        </div>
        <div className="defer-render mt-12 md:mt-16">
          <ProductInfo product={product} locale={locale} />
        </div>
        <RelatedProducts product={product} locale={locale} currency={segment} />
      </div>
    </>
  );
}
