'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { A11y, Autoplay, EffectFade, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/pagination';
import 'swiper/css/navigation';

/** Spec §9: auto-advance 5 s, 300 ms fade, pages wrap around. Slides are server-rendered children. */
export function MainBannerCarousel({ slides }: { slides: ReactNode[] }) {
  const t = useTranslations('Home');
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
      a11y={{ prevSlideMessage: t('previousSlide'), nextSlideMessage: t('nextSlide'), paginationBulletMessage: t('goToSlide', { n: '{{index}}' }) }}
      className="main-banner h-full"
    >
      {slides.map((s, i) => (
        <SwiperSlide key={i}>{s}</SwiperSlide>
      ))}
    </Swiper>
  );
}
