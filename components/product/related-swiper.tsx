'use client';

import type { ReactNode } from 'react';
import { A11y, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';

import { RELATED_BREAKPOINTS } from './related-layout';

/** The swiper behind RelatedCarousel, loaded when the carousel nears the viewport. */
export interface RelatedSwiperProps {
  items: ReactNode[];
  label: string;
  previous: string;
  next: string;
}

export default function RelatedSwiper({ items, label, previous, next }: RelatedSwiperProps) {
  return (
    <Swiper
      modules={[A11y, Navigation]}
      slidesPerView={2}
      spaceBetween={12}
      breakpoints={RELATED_BREAKPOINTS}
      navigation
      a11y={{ containerMessage: label, prevSlideMessage: previous, nextSlideMessage: next }}
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
