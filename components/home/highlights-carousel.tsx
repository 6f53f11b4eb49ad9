'use client';

import { useRef, useState, type ComponentType } from 'react';
import { useWhenNear } from '@/components/ui/use-when-near';
import type { ProductCarouselProps } from './product-carousel';
import { HIGHLIGHT_STATIC_ROW } from './highlights-layout';

const loadSwiper = () => import('./product-carousel');

/**
 * A home highlights row. The server HTML is a static row in swiper's layout; swiper (JS and CSS)
 * loads when the row comes within 600 px of the viewport, so the home page's first load carries none
 * of it. Autoplay (5 s), slides per view and wrap-around are those of the swiper (spec §9).
 */
export function HighlightsCarousel(props: ProductCarouselProps) {
  const row = useRef<HTMLUListElement>(null);
  const [Swiper, setSwiper] = useState<ComponentType<ProductCarouselProps> | null>(null);
  useWhenNear(row, (alive) => void loadSwiper().then((m) => alive() && setSwiper(() => m.default)));
  if (Swiper) return <Swiper {...props} />;
  return (
    <ul ref={row} aria-label={props.label} className={HIGHLIGHT_STATIC_ROW}>
      {props.items.map((item, i) => (
        <li key={i} className="min-w-0">
          {item}
        </li>
      ))}
    </ul>
  );
}
