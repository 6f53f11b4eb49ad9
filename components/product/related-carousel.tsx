'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { RELATED_STATIC_ROW } from './related-layout';

type SwiperProps = { items: ReactNode[]; label: string; previous: string; next: string };
type SwiperView = ComponentType<SwiperProps>;

/**
 * Related products carousel. The server HTML is a static row in swiper's layout; swiper (its JS and
 * CSS) loads only when the row comes within 600 px of the viewport, so the product page's first load
 * carries none of it. The carousel itself (spec §9 slides per view, arrows, a11y labels) is unchanged.
 */
export function RelatedCarousel({ items, label, previous, next }: SwiperProps) {
  const row = useRef<HTMLUListElement>(null);
  const [Swiper, setSwiper] = useState<SwiperView | null>(null);

  useEffect(() => {
    const el = row.current;
    if (!el) return;
    let live = true;
    const load = () => import('./related-swiper').then((m) => live && setSwiper(() => m.default));
    if (!('IntersectionObserver' in window)) {
      load();
      return () => {
        live = false;
      };
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        io.disconnect();
        load();
      },
      { rootMargin: '600px 0px' },
    );
    io.observe(el);
    return () => {
      live = false;
      io.disconnect();
    };
  }, []);

  // The static row stays until swiper's chunk has arrived: no blank frame.
  if (Swiper) return <Swiper items={items} label={label} previous={previous} next={next} />;
  return (
    <ul ref={row} aria-label={label} className={RELATED_STATIC_ROW}>
      {items.map((item, i) => (
        <li key={i} className="min-w-0">
          {item}
        </li>
      ))}
    </ul>
  );
}
