import { SITE_URL } from '@/lib/store-info';

/**
 * Public origin for every absolute URL (sitemaps, robots, JSON-LD, Open Graph). Read from SITE_URL
 * (fallback http://localhost:3000) in lib/store-info.ts so the layout's metadataBase uses the same value.
 */
export { SITE_URL };

export function absoluteSiteUrl(path: string, base: string = SITE_URL): string {
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Default share image (scripts/generate-site-images.mjs) for pages without their own. */
export const DEFAULT_OG_IMAGE = { url: '/og.png', width: 1200, height: 630 } as const;
