'use client';

import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { useAutoplay } from './use-autoplay';

export interface MainBannerLabels {
  previous: string;
  next: string;
  /** "{{index}}" is the slide's number. */
  goToSlide: string;
}

/** Spec §9: banner carousels auto-advance every 5 s; the fade takes 300 ms. */
const AUTOPLAY_MS = 5000;

const arrow =
  'absolute top-1/2 z-20 hidden size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-sm text-plum-900 shadow-card transition hover:bg-white md:grid';

/**
 * The home's main banner (spec §2, §9): fades every 5 s, pages wrap around, arrows (from 768 px) and dots,
 * pauses while hovered or focused, arrow keys inside it. Not swiper: this island is in the home's first
 * load and the first slide is the page's LCP image, so the slides are the server's own nodes (hydrating never
 * repaints the first one) and the other slides are shown only after the load event, so their images never
 * compete with it.
 */
export function MainBannerCarousel({ slides, labels }: { slides: ReactNode[]; labels: MainBannerLabels }) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const ready = () => setLoaded(true);
    if (document.readyState === 'complete') {
      const frame = requestAnimationFrame(ready);
      return () => cancelAnimationFrame(frame);
    }
    window.addEventListener('load', ready, { once: true });
    return () => window.removeEventListener('load', ready);
  }, []);

  // Restarted whenever the slide changes: moving by hand also gives the next slide its full 5 s.
  const advance = useMemo(
    () => (count < 2 || !loaded ? null : () => setIndex((i) => (i + 1) % count)),
    [count, loaded],
  );
  const hold = useAutoplay(advance, AUTOPLAY_MS, index);

  if (count === 1) return <div className="relative h-full">{slides[0]}</div>;
  const go = (i: number) => setIndex(((i % count) + count) % count);

  return (
    <div
      className="relative h-full"
      {...hold}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
          e.preventDefault();
          go(index + (e.key === 'ArrowRight' ? 1 : -1));
        }
      }}
    >
      {slides.map((slide, i) => (
        <div
          key={i}
          role="group"
          aria-label={`${i + 1} / ${count}`}
          // Until the load event only the first slide exists on screen (display:none keeps lazy images unloaded).
          hidden={i !== 0 && !loaded}
          inert={i !== index}
          className={`absolute inset-0 transition-opacity duration-300 motion-reduce:transition-none ${i === index ? 'z-10 opacity-100' : 'opacity-0'}`}
        >
          {slide}
        </div>
      ))}
      <button
        type="button"
        onClick={() => go(index - 1)}
        aria-label={labels.previous}
        className={`${arrow} left-3`}
      >
        <ChevronLeftIcon />
      </button>
      <button
        type="button"
        onClick={() => go(index + 1)}
        aria-label={labels.next}
        className={`${arrow} right-3`}
      >
        <ChevronRightIcon />
      </button>
      <div className="absolute inset-x-0 bottom-1 z-20 flex justify-center">
        {slides.map((_, i) => (
          <button
            key={i}
            type="button"
            onClick={() => go(i)}
            aria-label={labels.goToSlide.replace('{{index}}', String(i + 1))}
            aria-current={i === index ? 'true' : undefined}
            // An 8 px dot in a 24 px target (WCAG 2.5.8).
            className="group grid size-6 place-items-center"
          >
            <span
              className={`size-2 rounded-full transition ${i === index ? 'bg-gold-400' : 'bg-white/70 group-hover:bg-white'}`}
            />
          </button>
        ))}
      </div>
    </div>
  );
}
