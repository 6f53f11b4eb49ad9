'use client';

import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { useWhenNear } from '@/components/ui/use-when-near';
import { useHold } from './use-autoplay';

/** Spec §9: 0.2 px per frame, looping, pausing on hover (and on keyboard focus, and for reduced motion). */
const SPEED_PX_PER_FRAME = 0.2;

export function BrandSlider({ items }: { items: ReactNode[] }) {
  const outer = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const { held, handlers } = useHold();
  // The endless loop needs the logos twice. The copy is built in the browser when the slider nears the
  // viewport: in the server HTML it doubled the home's hydration work (about a fifth of its elements).
  const [looped, setLooped] = useState(false);
  useWhenNear(outer, (alive) => alive() && startTransition(() => setLooped(true)));

  useEffect(() => {
    const el = track.current;
    if (!looped || !el || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let offset = 0;
    let frame = 0;
    // The list is rendered twice: after one full set, jump back seamlessly. Measured when the track's size
    // changes, not in every frame (a read of scrollWidth after the last frame's write recalculates style).
    let half = el.scrollWidth / 2;
    const sized = new ResizeObserver(() => void (half = el.scrollWidth / 2));
    sized.observe(el);
    const step = () => {
      if (!held.current) {
        offset = (offset + SPEED_PX_PER_FRAME) % (half || 1);
        el.style.transform = `translate3d(${-offset}px,0,0)`;
      }
      frame = requestAnimationFrame(step);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      frame = 0;
    };
    // Frames only while the slider is on screen: off screen it would cost every frame for nothing.
    const io = new IntersectionObserver(([entry]) => {
      if (entry.isIntersecting && !frame) frame = requestAnimationFrame(step);
      else if (!entry.isIntersecting) stop();
    });
    io.observe(el);
    return () => {
      io.disconnect();
      sized.disconnect();
      stop();
    };
  }, [looped, held]);

  return (
    <div ref={outer} className="overflow-hidden motion-reduce:overflow-x-auto" {...handlers}>
      <div ref={track} className="flex w-max gap-4 will-change-transform">
        <ul className="flex gap-4">
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
        {looped && (
          <ul className="flex gap-4" aria-hidden="true" inert>
            {items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
