'use client';

import { useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useWhenNear } from '@/components/ui/use-when-near';
import { RELATED_STATIC_ROW } from './related-layout';

type SwiperProps = { items: ReactNode[]; label: string; previous: string; next: string };
const loadSwiper = () => import('./related-swiper');

/**
 * Related products carousel. The server HTML is a static row in swiper's layout; swiper (its JS and
 * CSS) loads only when the row comes within 600 px of the viewport, so the product page's first load
 * carries none of it. The carousel itself (spec §9 slides per view, arrows, a11y labels) is unchanged.
 */
export function RelatedCarousel(props: SwiperProps) {
  const row = useRef<HTMLUListElement>(null);
  const [Swiper, setSwiper] = useState<ComponentType<SwiperProps> | null>(null);
  useWhenNear(row, (alive) => void loadSwiper().then((m) => alive() && setSwiper(() => m.default)));

  // The static row stays until swiper's chunk has arrived: no blank frame.
  if (Swiper) return <Swiper {...props} />;
  return (
    <ul ref={row} aria-label={props.label} className={RELATED_STATIC_ROW}>
      {props.items.map((item, i) => (
        <li key={i} className="min-w-0">
          {item}
        </li>
      ))}
    </ul>
  );
}
