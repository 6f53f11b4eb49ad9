/** Spec §9 highlights: 2 per view, 3 from 1200 px, 4 from 1600 px. */
export const HIGHLIGHT_BREAKPOINTS = {
  1200: { slidesPerView: 3, spaceBetween: 16 },
  1600: { slidesPerView: 4, spaceBetween: 20 },
} as const;

/** Card width per breakpoint, for next/image sizes. */
export const HIGHLIGHT_SIZES = '(min-width: 1600px) 340px, (min-width: 1200px) 30vw, 48vw';

/**
 * The same layout without swiper (server HTML until the carousel nears the viewport): 2 / 3 / 4
 * cards per row with swiper's gaps (12 / 16 / 20 px), so the upgrade does not move anything.
 */
export const HIGHLIGHT_STATIC_ROW =
  'grid grid-flow-col auto-cols-[calc((100%_-_12px)/2)] gap-3 overflow-hidden pb-1 min-[1200px]:auto-cols-[calc((100%_-_32px)/3)] min-[1200px]:gap-4 min-[1600px]:auto-cols-[calc((100%_-_60px)/4)] min-[1600px]:gap-5';
