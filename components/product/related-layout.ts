/** Spec §9 related products: 2 per view, 3 from 768 px, 5 from 1200 px, 6 from 1600 px. */
export const RELATED_BREAKPOINTS = {
  768: { slidesPerView: 3, spaceBetween: 16 },
  1200: { slidesPerView: 5, spaceBetween: 16 },
  1600: { slidesPerView: 6, spaceBetween: 20 },
} as const;

/** Card width per breakpoint, for next/image sizes. */
export const RELATED_SIZES = '(min-width: 1600px) 230px, (min-width: 1200px) 19vw, (min-width: 768px) 31vw, 48vw';

/**
 * The same layout without swiper (server HTML until the carousel nears the viewport): 2 / 3 / 5 / 6
 * cards per row with swiper's gaps, so the upgrade does not move anything.
 */
export const RELATED_STATIC_ROW =
  'grid grid-flow-col auto-cols-[calc((100%_-_12px)/2)] gap-3 overflow-hidden pb-1 min-[768px]:auto-cols-[calc((100%_-_32px)/3)] min-[768px]:gap-4 min-[1200px]:auto-cols-[calc((100%_-_64px)/5)] min-[1600px]:auto-cols-[calc((100%_-_100px)/6)] min-[1600px]:gap-5';
