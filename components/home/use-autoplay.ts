'use client';

import { useEffect, useRef } from 'react';

/**
 * Spec §9: the home's moving parts hold while the pointer is on them or they hold keyboard focus. `held` is read
 * by the caller's timer or frame loop; `handlers` go on the element that holds.
 */
export function useHold() {
  const held = useRef(false);
  const handlers = {
    onPointerEnter: () => void (held.current = true),
    onPointerLeave: () => void (held.current = false),
    onFocus: () => void (held.current = true),
    onBlur: () => void (held.current = false),
  };
  return { held, handlers };
}

/**
 * Calls `advance` every `ms` unless held or the tab is hidden; `advance` null: stopped. A change of `shown` (the
 * slide on screen) starts the wait again, so a slide moved by hand gets its full time. A timer, not a frame loop:
 * nothing is drawn between steps. Answers the handlers for the element that holds.
 */
export function useAutoplay(advance: (() => void) | null, ms: number, shown: unknown) {
  const { held, handlers } = useHold();
  useEffect(() => {
    if (!advance) return;
    const timer = setInterval(() => {
      if (!held.current && !document.hidden) advance();
    }, ms);
    return () => clearInterval(timer);
  }, [advance, ms, shown, held]);
  return handlers;
}
