/** Spec §9 related products: 2 per view, 3 from 768 px, 5 from 1200 px, 6 from 1600 px. */
export const RELATED_BREAKPOINTS = {
  768: { slidesPerView: 3, spaceBetween: 16 },
  1200: { slidesPerView: 5, spaceBetween: 16 },
  1600: { slidesPerView: 6, spaceBetween: 20 },
} as const;

/** Card width per breakpoint, for next/image sizes. */
export const RELATED_SIZES =
  '(min-width: 1600px) 230px, (min-width: 1200px) 19vw, (min-width: 768px) 31vw, 48vw';
