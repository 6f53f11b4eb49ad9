'use client';

import type { ReactNode } from 'react';
import { A11y, Autoplay, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
// swiper's CSS comes with the home's first load (highlights-carousel.tsx), not with this chunk.

import { HIGHLIGHT_BREAKPOINTS } from './highlights-layout';

export interface ProductCarouselProps {
  items: ReactNode[];
  label: string;
  previous: string;
  next: string;
}

/**
 * Highlights carousel (spec §9): 5 s, 2 per view, 3 from 1200 px, 4 from 1600 px, wrap-around.
 * Cards are server-rendered; this module (and swiper) loads when the carousel nears the viewport.
 */
export default function ProductCarousel({ items, label, previous, next }: ProductCarouselProps) {
  return (
    <Swiper
      modules={[A11y, Autoplay, Navigation]}
      slidesPerView={2}
      spaceBetween={12}
      breakpoints={HIGHLIGHT_BREAKPOINTS}
      loop={items.length > 4}
      autoplay={{ delay: 5000, pauseOnMouseEnter: true, disableOnInteraction: false }}
      navigation
      a11y={{ containerMessage: label, prevSlideMessage: previous, nextSlideMessage: next }}
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
