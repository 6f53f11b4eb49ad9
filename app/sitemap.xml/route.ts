import { chunkSitemap, renderSitemapIndex, sitemapPages, sitemapUrls } from '@/lib/seo/sitemap';
import { loadSitemapSource } from '@/lib/seo/sitemap-source';
import { SITE_URL } from '@/lib/seo/site-url';
import { sitemapUnavailable, xmlResponse } from '@/lib/seo/sitemap-response';

// Rendered per request from the fetch cache: at build time the API may be down, and a prerendered empty
// sitemap would be served for hours.
export const dynamic = 'force-dynamic';

/** Sitemap index: /sitemap/0.xml, /sitemap/1.xml, … (10,000 URLs each). */
export async function GET() {
  try {
    const urls = sitemapUrls(sitemapPages(await loadSitemapSource()), SITE_URL);
    return xmlResponse(renderSitemapIndex(chunkSitemap(urls).length, SITE_URL));
  } catch (err) {
    console.error('[sitemap] index failed:', (err as Error).message);
    return sitemapUnavailable();
  }
}
