import type { Metadata } from 'next';
import Image from 'next/image';
import Link from '@/components/ui/soft-link';
import { getTranslations } from 'next-intl/server';
import { getStart } from '@/lib/api';
import { groupBanners } from '@/lib/catalog/banners';
import { getHomeContent, getStoreHours } from '@/lib/api/content';
import { shopContext, type ShopParams } from '@/lib/i18n/server';
import { localizePath } from '@/lib/i18n/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { STORE } from '@/lib/store-info';
import { BannerLink } from '@/components/home/banner-link';
import { BrandSlider } from '@/components/home/brand-slider';
import { CentralBanners, HeroBanners } from '@/components/home/home-banners';
import { Highlights } from '@/components/home/highlights';
import { MapCard } from '@/components/home/map-card';
import { PromoPopup } from '@/components/home/promo-popup';
import { StoreJsonLd } from '@/components/seo/store-json-ld';

// Banner date windows (decision 0033): the home re-renders at least every minute; saves revalidate it at once.
export const revalidate = 60;

export async function generateMetadata({ params }: { params: Promise<ShopParams> }): Promise<Metadata> {
  const { locale } = await shopContext(params);
  const t = await getTranslations({ locale, namespace: 'Meta' });
  return {
    ...pageMetadata({
      locale,
      path: '/',
      title: `${STORE.name} — ${t('homeTitle')}`,
      description: t('homeDescription'),
    }),
    title: { absolute: `${STORE.name} — ${t('homeTitle')}` },
  };
}

export default async function HomePage({ params }: { params: Promise<ShopParams> }) {
  const { locale, currency } = await shopContext(params);
  const [start, content, hours, t, tm] = await Promise.all([
    getStart(locale),
    getHomeContent(locale),
    getStoreHours(locale),
    getTranslations({ locale, namespace: 'Home' }),
    getTranslations({ locale, namespace: 'Meta' }),
  ]);
  const banners = groupBanners(content.banners);
  // The carousels staff keep in /admin/conteudo, in their order; one whose brand or category is gone is skipped.
  type Row = { key: string; title: string; href: string; filter: { categoryId?: number; brandId?: number } };
  const carousels = content.carrosseis.flatMap((c): Row[] => {
    const category = c.categoria_id ? start.categories.find((x) => x.id === c.categoria_id) : undefined;
    const brand = c.marca_id ? start.brands.find((x) => x.id === c.marca_id) : undefined;
    if (category)
      return [
        {
          key: `c${c.id}`,
          title: c.titulo ?? t('highlightCategory', { name: category.name }),
          href: `/produtos/${category.slug}`,
          filter: { categoryId: category.id },
        },
      ];
    if (brand)
      return [
        {
          key: `b${c.id}`,
          title: c.titulo ?? t('highlightBrand', { name: brand.nome }),
          href: `/marca/${brand.slug}`,
          filter: { brandId: brand.id },
        },
      ];
    return [];
  });
  // The first carousel sits between the hero and the central banners, the rest after the first central group (as before).
  const carousel = (c: Row) => (
    <Highlights
      key={c.key}
      locale={locale}
      currencyId={currency.id}
      title={c.title}
      href={c.href}
      filter={c.filter}
    />
  );

  return (
    // No NextIntlClientProvider: the islands (banner, highlights, popup) take their strings as props.
    <>
      <StoreJsonLd locale={locale} description={tm('homeDescription')} />
      <h1 className="sr-only">{`${STORE.name} — ${tm('homeTitle')}`}</h1>
      <div className="space-y-10 pb-4 md:space-y-14">
        <HeroBanners
          locale={locale}
          main={banners.main}
          side={banners.side}
          labels={{
            previous: t('previousSlide'),
            next: t('nextSlide'),
            goToSlide: t('goToSlide', { n: '{{index}}' }),
          }}
        />
        {carousels.slice(0, 1).map(carousel)}
        <CentralBanners locale={locale} banners={banners.central[0]} />
        {carousels.slice(1).map(carousel)}
        <CentralBanners locale={locale} banners={banners.central[1]} />
        <CentralBanners locale={locale} banners={banners.central[2]} />
        {start.brands.length > 0 && (
          <section className="defer-render container-page" aria-labelledby="home-brands">
            <h2 id="home-brands" className="section-title mb-4">
              {t('brands')}
            </h2>
            {/* The section is the labelled region; a second landmark with the same name fails landmark-unique. */}
            <BrandSlider
              items={start.brands.map((b) => (
                <Link
                  key={b.id}
                  href={localizePath(locale, `/marca/${b.slug}`)}
                  className="flex h-20 w-40 items-center justify-center rounded-card border border-line bg-paper px-4 text-center text-sm font-semibold text-plum-900 shadow-card transition hover:border-gold-400"
                >
                  {b.logo ? (
                    <span className="relative h-12 w-full">
                      <Image src={b.logo} alt={b.nome} fill sizes="140px" className="object-contain" />
                    </span>
                  ) : (
                    b.nome
                  )}
                </Link>
              ))}
            />
          </section>
        )}
        <MapCard locale={locale} hours={hours} />
      </div>
      {banners.popup && (
        <PromoPopup
          label={t('popupLabel')}
          closeLabel={t('close')}
          intervalMs={content.popup_minutos * 60_000}
        >
          <BannerLink
            link={banners.popup.link}
            locale={locale}
            label={banners.popup.descricao}
            className="relative block aspect-square w-full"
          >
            <Image
              src={banners.popup.imagem.url}
              alt={banners.popup.descricao}
              fill
              sizes="560px"
              className="object-cover"
            />
          </BannerLink>
        </PromoPopup>
      )}
    </>
  );
}
