'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { A11y, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';

/** Spec §9 related products: 2 per view, 3 from 768 px, 5 from 1200 px, 6 from 1600 px. */
export const RELATED_BREAKPOINTS = {
  768: { slidesPerView: 3, spaceBetween: 16 },
  1200: { slidesPerView: 5, spaceBetween: 16 },
  1600: { slidesPerView: 6, spaceBetween: 20 },
} as const;

/** Card width per breakpoint, for next/image sizes. */
export const RELATED_SIZES = '(min-width: 1600px) 230px, (min-width: 1200px) 19vw, (min-width: 768px) 31vw, 48vw';

export function RelatedCarousel({ items, label }: { items: ReactNode[]; label: string }) {
  const t = useTranslations('ProductPage');
  return (
    <Swiper
      modules={[A11y, Navigation]}
      slidesPerView={2}
      spaceBetween={12}
      breakpoints={RELATED_BREAKPOINTS}
      navigation
      a11y={{ containerMessage: label, prevSlideMessage: t('previousSlide'), nextSlideMessage: t('nextSlide') }}
      className="related-carousel !pb-1"
    >
      {items.map((item, i) => (
        <SwiperSlide key={i} className="!h-auto">
          {item}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
