/** Spec §9: a swipe counts from 50 px of horizontal travel. */
export const SWIPE_THRESHOLD_PX = 50;

/** Gallery index with wrap-around (spec §4: carousel pages wrap): -1 → last, n → 0. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * Direction of a touch gesture: 'next' for a swipe to the left, 'prev' to the right, null when it is
 * shorter than the threshold or more vertical than horizontal (the shopper is scrolling the page).
 */
export function swipeDirection(
  dx: number,
  dy: number,
  threshold = SWIPE_THRESHOLD_PX,
): 'next' | 'prev' | null {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'prev';
}

/** Arrow keys move through the images; anything else is not the gallery's. */
export function keyStep(key: string): -1 | 1 | 0 {
  if (key === 'ArrowRight') return 1;
  if (key === 'ArrowLeft') return -1;
  return 0;
}
