import Image from 'next/image';
import type { Banner } from '@/lib/contract';
import type { AppLocale } from '@/lib/i18n/config';
import { BannerLink } from './banner-link';
import { MainBannerCarousel, type MainBannerLabels } from './main-banner-carousel';

/** Main carousel with the side banners beside it on desktop, below it on phones. */
export function HeroBanners({
  locale,
  main,
  side,
  labels,
}: {
  locale: AppLocale;
  main: Banner[];
  side: Banner[];
  labels: MainBannerLabels;
}) {
  if (main.length === 0 && side.length === 0) return null;
  const slides = main.map((b, i) => (
    <BannerLink
      key={b.id}
      link={b.link}
      locale={locale}
      label={b.descricao}
      className="relative block h-full w-full"
    >
      <Image
        src={b.imagem.url}
        alt={b.descricao}
        fill
        // The first slide is the page's LCP element: preload it, the rest stay lazy.
        preload={i === 0}
        loading={i === 0 ? 'eager' : 'lazy'}
        fetchPriority={i === 0 ? 'high' : 'auto'}
        sizes="(min-width: 1400px) 920px, (min-width: 992px) 66vw, 100vw"
        className="object-cover"
      />
    </BannerLink>
  ));
  return (
    <section className="container-page grid gap-3 pt-4 md:gap-4 lg:grid-cols-[2fr_1fr]">
      {main.length > 0 && (
        <div className="relative aspect-[8/3] self-start overflow-hidden rounded-card bg-plum-100 shadow-card">
          <MainBannerCarousel slides={slides} labels={labels} />
        </div>
      )}
      {side.length > 0 && (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:gap-4 lg:grid-cols-1 lg:grid-rows-2">
          {side.slice(0, 2).map((b) => (
            <li
              key={b.id}
              className="relative aspect-[14/5] overflow-hidden rounded-card bg-plum-100 shadow-card lg:aspect-auto"
            >
              <BannerLink
                link={b.link}
                locale={locale}
                label={b.descricao}
                className="group relative block h-full w-full"
              >
                <Image
                  src={b.imagem.url}
                  alt={b.descricao}
                  fill
                  sizes="(min-width: 992px) 33vw, 50vw"
                  className="object-cover transition duration-500 group-hover:scale-105"
                />
              </BannerLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A central banner group (types 3, 5, 6): one wide banner or a row of them. */
export function CentralBanners({ locale, banners }: { locale: AppLocale; banners: Banner[] }) {
  if (banners.length === 0) return null;
  const cols = banners.length === 1 ? '' : banners.length === 2 ? 'md:grid-cols-2' : 'md:grid-cols-3';
  return (
    <section className={`defer-render container-page grid gap-3 md:gap-4 ${cols}`}>
      {banners.map((b) => (
        <BannerLink
          key={b.id}
          link={b.link}
          locale={locale}
          label={b.descricao}
          className={`group relative block overflow-hidden rounded-card bg-plum-100 shadow-card ${banners.length === 1 ? 'aspect-[16/5]' : 'aspect-[16/9]'}`}
        >
          <Image
            src={b.imagem.url}
            alt={b.descricao}
            fill
            sizes={
              banners.length === 1 ? '(min-width: 1400px) 1370px, 100vw' : '(min-width: 768px) 33vw, 100vw'
            }
            className="object-cover transition duration-500 group-hover:scale-[1.03]"
          />
        </BannerLink>
      ))}
    </section>
  );
}
