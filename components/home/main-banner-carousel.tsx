'use client';

import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { MainBannerLabels } from './main-banner-swiper';

type SwiperProps = { slides: ReactNode[]; labels: MainBannerLabels };
const loadSwiper = () => import('./main-banner-swiper');

/**
 * Main banner. The server HTML (and the first paint, the page's LCP) is the first slide alone; swiper
 * loads after the load event, when the browser is idle, and takes over with the same first slide:
 * auto-advance 5 s, fade, wrap-around (spec §9). The home page's first load carries no swiper.
 */
export function MainBannerCarousel({ slides, labels }: SwiperProps) {
  const [Swiper, setSwiper] = useState<ComponentType<SwiperProps> | null>(null);
  const many = slides.length > 1;

  useEffect(() => {
    if (!many) return;
    let live = true;
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () => void loadSwiper().then((m) => live && setSwiper(() => m.default));
    const schedule = () => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(load, { timeout: 2000 });
      else timer = setTimeout(load, 200);
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      live = false;
      window.removeEventListener('load', schedule);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, [many]);

  if (Swiper) return <Swiper slides={slides} labels={labels} />;
  return <div className="relative h-full">{slides[0]}</div>;
}
