import { serverEnv } from '@/lib/env/server-env';

/**
 * Public origin for every absolute URL (sitemaps, robots, JSON-LD, Open Graph, the layout's metadataBase): SITE_URL
 * (fallback http://localhost:3000) from the storefront's configuration. Server-only, as that configuration is.
 */
export const SITE_URL = serverEnv.siteUrl;

export function absoluteSiteUrl(path: string, base: string = SITE_URL): string {
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Default share image (scripts/generate-site-images.mjs) for pages without their own. */
export const DEFAULT_OG_IMAGE = { url: '/og.png', width: 1200, height: 630 } as const;
