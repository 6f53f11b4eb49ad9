'use client';

import { useRef, type TouchEvent } from 'react';
import { swipeDirection } from '@/lib/catalog/gallery';

/** Touch swipe handlers: calls back once per gesture past the 50 px threshold (spec §9). */
export function useSwipe(onSwipe: (dir: 'next' | 'prev') => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (e: TouchEvent) => {
      const t = e.touches[0];
      start.current = t ? { x: t.clientX, y: t.clientY } : null;
    },
    onTouchEnd: (e: TouchEvent) => {
      const t = e.changedTouches[0];
      if (!start.current || !t) return;
      const dir = swipeDirection(t.clientX - start.current.x, t.clientY - start.current.y);
      start.current = null;
      if (dir) onSwipe(dir);
    },
  };
}
