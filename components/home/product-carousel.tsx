'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { A11y, Autoplay, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';

/** Highlights carousel (spec §9): 5 s, 2 per view, 3 from 1200 px, 4 from 1600 px. Cards are server-rendered. */
export function ProductCarousel({ items, label }: { items: ReactNode[]; label: string }) {
  const t = useTranslations('Home');
  return (
    <Swiper
      modules={[A11y, Autoplay, Navigation]}
      slidesPerView={2}
      spaceBetween={12}
      breakpoints={{ 1200: { slidesPerView: 3, spaceBetween: 16 }, 1600: { slidesPerView: 4, spaceBetween: 20 } }}
      loop={items.length > 4}
      autoplay={{ delay: 5000, pauseOnMouseEnter: true, disableOnInteraction: false }}
      navigation
      a11y={{ containerMessage: label, prevSlideMessage: t('previousSlide'), nextSlideMessage: t('nextSlide') }}
      className="product-carousel !pb-1"
    >
      {items.map((item, i) => (
        <SwiperSlide key={i} className="!h-auto">
          {item}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
