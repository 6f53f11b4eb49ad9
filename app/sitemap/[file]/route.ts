import { chunkSitemap, parseSitemapFile, renderUrlset, sitemapPages, sitemapUrls } from '@/lib/seo/sitemap';
import { loadSitemapSource } from '@/lib/seo/sitemap-source';
import { SITE_URL } from '@/lib/seo/site-url';
import { sitemapUnavailable, xmlResponse } from '@/lib/seo/sitemap-response';

export const dynamic = 'force-dynamic';

/** One sitemap file of the index: /sitemap/{n}.xml. */
export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const index = parseSitemapFile((await params).file);
  if (index === null) return new Response('Not found', { status: 404 });
  try {
    const chunks = chunkSitemap(sitemapUrls(sitemapPages(await loadSitemapSource()), SITE_URL));
    if (index >= chunks.length) return new Response('Not found', { status: 404 });
    return xmlResponse(renderUrlset(chunks[index]));
  } catch (err) {
    console.error('[sitemap] file failed:', (err as Error).message);
    return sitemapUnavailable();
  }
}
