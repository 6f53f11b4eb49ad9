'use client';

import { useRef, useState, type ComponentType } from 'react';
import { useWhenNear } from '@/components/ui/use-when-near';
import type { ProductSummary } from '@/lib/contract';
import type { AppLocale } from '@/lib/i18n/config';
import { CardActions } from './card-actions';
import { ProductCardView, type ProductCardLabels } from './product-card-view';
import { RELATED_SIZES } from './related-layout';
import type { RelatedSwiperProps } from './related-swiper';

type Loaded = { Swiper: ComponentType<RelatedSwiperProps>; items: ProductSummary[] };

async function loadRelated(source: string): Promise<ProductSummary[]> {
  const res = await fetch(source);
  if (!res.ok) return [];
  return ((await res.json()) as { data: ProductSummary[] }).data;
}

/**
 * Related products carousel (spec §9 slides per view, arrows, a11y labels). When it comes within 600 px of the
 * viewport it fetches the cards and swiper together; until then it is an empty band below the fold, so the
 * product page's HTML and RSC payload carry none of the cards. No related products: the section goes away.
 */
export function RelatedCarousel({
  source,
  locale,
  title,
  previous,
  next,
  labels,
  cart,
}: {
  source: string;
  locale: AppLocale;
  title: string;
  previous: string;
  next: string;
  labels: ProductCardLabels;
  cart: boolean;
}) {
  const band = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useWhenNear(band, (alive) => {
    void Promise.all([import('./related-swiper'), loadRelated(source).catch(() => [])]).then(
      ([m, items]) => alive() && setLoaded({ Swiper: m.default, items }),
    );
  });

  if (loaded && loaded.items.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="mt-12 print:hidden md:mt-16" data-testid="related">
      <h2 id="related-title" className="section-title mb-4">
        {title}
      </h2>
      {loaded ? (
        <CardActions labels={labels}>
          <loaded.Swiper
            label={title}
            previous={previous}
            next={next}
            items={loaded.items.map((p) => (
              <ProductCardView
                key={p.id}
                product={p}
                locale={locale}
                labels={labels}
                cart={cart}
                sizes={RELATED_SIZES}
              />
            ))}
          />
        </CardActions>
      ) : (
        // About one row of cards, so the footer does not jump far when they arrive.
        <div ref={band} className="min-h-80" aria-hidden="true" />
      )}
    </section>
  );
}
