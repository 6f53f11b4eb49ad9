import type { Brand, Category } from '@/lib/contract';
import { LOCALES } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';

/**
 * Sitemap building, pure (no fetch, no Next) so it is unit-tested. A page is its canonical pt-BR path;
 * each page yields one URL per language, each carrying hreflang alternates for both plus x-default.
 */

/** Google allows 50,000 per file; 10,000 keeps each file small enough to render and fetch quickly. */
export const SITEMAP_MAX_URLS = 10_000;

export interface SitemapPage {
  path: string;
  changeFrequency?: 'daily' | 'weekly' | 'monthly';
  priority?: number;
}

export interface SitemapUrl {
  loc: string;
  alternates: Record<string, string>;
  changeFrequency?: SitemapPage['changeFrequency'];
  priority?: number;
}

export interface SitemapSource {
  categories: Category[];
  /** XO line (spec §2 special pages), prefix not stripped: only slugs are used. */
  specialCategories: Category[];
  brands: Brand[];
  products: { slug: string; brandSlug?: string | null; categorySlug?: string | null }[];
  specialBrandSlug: string;
}

/** Every indexable page: home, info pages, listings (category, department, brand, special) and products. */
export function sitemapPages(src: SitemapSource): SitemapPage[] {
  const pages: SitemapPage[] = [
    { path: '/', changeFrequency: 'daily', priority: 1 },
    { path: '/produtos', changeFrequency: 'daily', priority: 0.8 },
    { path: '/marca', changeFrequency: 'weekly', priority: 0.5 },
    { path: '/especial', changeFrequency: 'daily', priority: 0.7 },
    { path: '/vendedores', changeFrequency: 'monthly', priority: 0.4 },
    { path: '/sobre-nos', changeFrequency: 'monthly', priority: 0.4 },
  ];
  for (const c of src.categories) {
    pages.push({ path: `/produtos/${c.slug}`, changeFrequency: 'daily', priority: 0.8 });
    for (const d of c.departments)
      pages.push({ path: `/produtos/${c.slug}/${d.slug}`, changeFrequency: 'daily', priority: 0.7 });
  }
  for (const c of src.specialCategories) {
    const base = `/especial/${src.specialBrandSlug}/${c.slug}`;
    pages.push({ path: base, changeFrequency: 'daily', priority: 0.6 });
    for (const d of c.departments)
      pages.push({ path: `${base}/${d.slug}`, changeFrequency: 'daily', priority: 0.6 });
  }
  for (const b of src.brands)
    pages.push({ path: `/marca/${b.slug}`, changeFrequency: 'weekly', priority: 0.6 });
  // Brand × category pages (/marca/{brand}/{category}) exist exactly where a product has both, so the
  // products give them without one API call per brand; XO categories live under /especial instead.
  const brandSlugs = new Set(src.brands.map((b) => b.slug));
  const categorySlugs = new Set(src.categories.map((c) => c.slug));
  for (const p of src.products) {
    if (p.brandSlug && p.categorySlug && brandSlugs.has(p.brandSlug) && categorySlugs.has(p.categorySlug)) {
      pages.push({
        path: `/marca/${p.brandSlug}/${p.categorySlug}`,
        changeFrequency: 'weekly',
        priority: 0.5,
      });
    }
  }
  for (const p of src.products)
    pages.push({ path: `/produto/${p.slug}`, changeFrequency: 'weekly', priority: 0.6 });
  // Brand × category pairs repeat once per product.
  const seen = new Set<string>();
  return pages.filter((p) => (seen.has(p.path) ? false : (seen.add(p.path), true)));
}

/** One URL per page and language; pt-BR unprefixed, es-PY under /es-PY. */
export function sitemapUrls(pages: SitemapPage[], origin: string): SitemapUrl[] {
  const out: SitemapUrl[] = [];
  for (const page of pages) {
    const alternates: Record<string, string> = {};
    for (const l of LOCALES) alternates[l] = origin + localizePath(l, page.path);
    alternates['x-default'] = alternates['pt-BR'];
    for (const l of LOCALES)
      out.push({
        loc: alternates[l],
        alternates,
        changeFrequency: page.changeFrequency,
        priority: page.priority,
      });
  }
  return out;
}

/** Splits into files of at most `max` URLs, keeping a page's language pair in the same file. */
export function chunkSitemap(urls: SitemapUrl[], max = SITEMAP_MAX_URLS): SitemapUrl[][] {
  const step = max - (max % LOCALES.length);
  const chunks: SitemapUrl[][] = [];
  for (let i = 0; i < urls.length; i += step) chunks.push(urls.slice(i, i + step));
  return chunks.length ? chunks : [[]];
}

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

export function renderUrlset(urls: SitemapUrl[]): string {
  const body = urls
    .map((u) => {
      const links = Object.entries(u.alternates)
        .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`)
        .join('');
      const freq = u.changeFrequency ? `<changefreq>${u.changeFrequency}</changefreq>` : '';
      const prio = u.priority !== undefined ? `<priority>${u.priority.toFixed(1)}</priority>` : '';
      return `<url><loc>${escapeXml(u.loc)}</loc>${links}${freq}${prio}</url>`;
    })
    .join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${body}\n</urlset>\n`
  );
}

/** Sitemap index pointing at /sitemap/{n}.xml. */
export function renderSitemapIndex(count: number, origin: string, lastModified?: string): string {
  const lastmod = lastModified ? `<lastmod>${lastModified}</lastmod>` : '';
  const items = Array.from(
    { length: count },
    (_, i) => `<sitemap><loc>${escapeXml(sitemapFileUrl(i, origin))}</loc>${lastmod}</sitemap>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${items.join('\n')}\n</sitemapindex>\n`
  );
}

export function sitemapFileUrl(index: number, origin: string): string {
  return `${origin}/sitemap/${index}.xml`;
}

/** "3.xml" → 3; anything else → null. */
export function parseSitemapFile(name: string): number | null {
  const m = /^(\d{1,4})\.xml$/.exec(name);
  return m ? Number(m[1]) : null;
}
