'use client';

import { useEffect, useRef, type RefObject } from 'react';

/**
 * Runs `load` once, when `ref`'s element comes within `margin` of the viewport (at once without
 * IntersectionObserver). `alive()` tells whether the component is still mounted. Callers keep the
 * loaded component in their own state and render their static, server-rendered version until then.
 */
export function useWhenNear(
  ref: RefObject<Element | null>,
  load: (alive: () => boolean) => void,
  margin = '600px 0px',
) {
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let live = true;
    const alive = () => live;
    if (!('IntersectionObserver' in window)) {
      loader.current(alive);
      return () => {
        live = false;
      };
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        io.disconnect();
        loader.current(alive);
      },
      { rootMargin: margin },
    );
    io.observe(el);
    return () => {
      live = false;
      io.disconnect();
    };
  }, [ref, margin]);
}
