'use client';

import { startTransition, useRef, useState, type ComponentType } from 'react';
import { useWhenNear } from '@/components/ui/use-when-near';
import type { ProductCarouselProps } from './product-carousel';
import { HIGHLIGHT_STATIC_ROW } from './highlights-layout';
// In the home's first CSS (1.6 KB gzip), not in the lazy swiper chunk: a stylesheet arriving with swiper
// made the browser restyle the whole page in one long task seconds after load (counted in TBT).
import 'swiper/css';
import 'swiper/css/navigation';

const loadSwiper = () => import('./product-carousel');
/** Spec §9 autoplay is 5 s: swiper must be there before the first step, not at first paint. */
const BEFORE_FIRST_STEP_MS = 4000;
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/** Calls `start` at the shopper's first interaction with the page, or BEFORE_FIRST_STEP_MS after the load event. */
function whenWanted(start: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const go = () => {
    clearTimeout(timer);
    for (const e of INTERACTIONS) window.removeEventListener(e, go);
    window.removeEventListener('load', arm);
    start();
  };
  function arm() {
    timer = setTimeout(go, BEFORE_FIRST_STEP_MS);
  }
  for (const e of INTERACTIONS) window.addEventListener(e, go, { once: true, passive: true });
  if (document.readyState === 'complete') arm();
  else window.addEventListener('load', arm, { once: true });
}

/**
 * A home highlights row. The server HTML is a static row in swiper's layout; swiper (JS and CSS) loads once
 * the row is within 600 px of the viewport and the shopper touches the page or the first autoplay step is
 * near, so the home's load carries none of it (re-mounting two rows of cards into swiper was the biggest
 * task after hydration). Autoplay (5 s), slides per view and wrap-around are those of the swiper (spec §9).
 */
export function HighlightsCarousel(props: ProductCarouselProps) {
  const row = useRef<HTMLUListElement>(null);
  const [Swiper, setSwiper] = useState<ComponentType<ProductCarouselProps> | null>(null);
  // A transition: the swiper tree (12 cards again) renders in interruptible slices, not one long task.
  useWhenNear(row, (alive) =>
    whenWanted(
      () => void loadSwiper().then((m) => alive() && startTransition(() => setSwiper(() => m.default))),
    ),
  );
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
