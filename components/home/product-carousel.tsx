'use client';

import { useMemo, useState, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
// swiper's CSS comes with the home's first load (highlights-carousel.tsx), not with this chunk.

import { HIGHLIGHT_BREAKPOINTS } from './highlights-layout';
import { useAutoplay } from './use-autoplay';

/** Spec §9: highlights advance every 5 s. */
const AUTOPLAY_MS = 5000;

export interface ProductCarouselProps {
  items: ReactNode[];
  label: string;
  previous: string;
  next: string;
}

/**
 * Highlights carousel (spec §9): 5 s, 2 per view, 3 from 1200 px, 4 from 1600 px, wrap-around.
 * Cards are server-rendered; this module (and swiper) loads when the carousel nears the viewport.
 *
 * Autoplay is a timer here (useAutoplay), not swiper's Autoplay module: that module counts the time left in a
 * requestAnimationFrame loop for as long as the page is open, so every row kept the browser drawing frames at
 * 60 Hz with nothing moving (the idle home cost about a fifth of a core in headless Chromium, decision 0035).
 * Paused while hovered or focused and while the tab is hidden; a slide changed by hand gets its full 5 s.
 */
export default function ProductCarousel({ items, label, previous, next }: ProductCarouselProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [slide, setSlide] = useState(0);
  const advance = useMemo(
    () =>
      swiper && items.length > 1
        ? () => {
            if (!swiper.destroyed) swiper.slideNext();
          }
        : null,
    [swiper, items.length],
  );
  const hold = useAutoplay(advance, AUTOPLAY_MS, slide);

  return (
    <div {...hold}>
      <Swiper
        modules={[A11y, Navigation]}
        onSwiper={setSwiper}
        onSlideChange={(s) => setSlide(s.realIndex)}
        slidesPerView={2}
        spaceBetween={12}
        breakpoints={HIGHLIGHT_BREAKPOINTS}
        loop={items.length > 4}
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
    </div>
  );
}
