import type { MetadataRoute } from 'next';
import { LOCALES } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';
import { absoluteSiteUrl } from '@/lib/seo/site-url';

/** Private or per-shopper pages: nothing there for a search engine (and /api is not a page). */
const PRIVATE = ['/checkout', '/perfil', '/pedidos', '/pedido/'];

export default function robots(): MetadataRoute.Robots {
  const disallow = ['/api/', ...LOCALES.flatMap((l) => PRIVATE.map((p) => localizePath(l, p)))];
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...new Set(disallow)] }],
    sitemap: absoluteSiteUrl('/sitemap.xml'),
  };
}
