import { describe, expect, it } from 'vitest';
import {
  chunkSitemap,
  parseSitemapFile,
  renderSitemapIndex,
  renderUrlset,
  sitemapPages,
  sitemapUrls,
  type SitemapSource,
} from './sitemap';

const origin = 'https://loja.example';
const src: SitemapSource = {
  categories: [
    {
      id: 1,
      name: 'Perfumaria',
      slug: 'perfumaria',
      departments: [{ id: 2, name: 'Árabes', slug: 'perfumes-arabes' }],
    },
    { id: 3, name: 'Cosméticos', slug: 'cosmeticos', departments: [] },
  ],
  specialCategories: [
    {
      id: 9,
      name: 'XO Áudio',
      slug: 'xo-audio',
      departments: [{ id: 10, name: 'XO Fones', slug: 'xo-fones' }],
    },
  ],
  brands: [
    { id: 4, nome: 'Lattafa', slug: 'lattafa', logo: null },
    { id: 5, nome: 'XO', slug: 'xo', logo: null },
  ],
  products: [
    { slug: 'oud-mood-100-ml-1', brandSlug: 'lattafa', categorySlug: 'perfumaria' },
    { slug: 'yara-100-ml-2', brandSlug: 'lattafa', categorySlug: 'perfumaria' },
    { slug: 'fone-xo-bt-3', brandSlug: 'xo', categorySlug: 'xo-audio' },
    { slug: 'sem-marca-4', brandSlug: null, categorySlug: 'cosmeticos' },
  ],
  specialBrandSlug: 'xo',
};

describe('sitemapPages', () => {
  const paths = sitemapPages(src).map((p) => p.path);
  it('lists home, info pages, every listing and every product once', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/produtos',
        '/vendedores',
        '/sobre-nos',
        '/produtos/perfumaria',
        '/produtos/perfumaria/perfumes-arabes',
        '/produtos/cosmeticos',
        '/especial',
        '/especial/xo/xo-audio',
        '/especial/xo/xo-audio/xo-fones',
        '/marca',
        '/marca/lattafa',
        '/marca/xo',
        '/marca/lattafa/perfumaria',
        '/produto/oud-mood-100-ml-1',
        '/produto/yara-100-ml-2',
        '/produto/fone-xo-bt-3',
        '/produto/sem-marca-4',
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });
  it('keeps XO categories out of brand × category pages', () => {
    expect(paths).not.toContain('/marca/xo/xo-audio');
    expect(paths.filter((p) => p.startsWith('/marca/lattafa/'))).toEqual(['/marca/lattafa/perfumaria']);
  });
});

describe('sitemapUrls', () => {
  it('gives both languages with hreflang alternates and x-default', () => {
    const urls = sitemapUrls([{ path: '/produto/oud-mood-100-ml-1' }, { path: '/' }], origin);
    expect(urls.map((u) => u.loc)).toEqual([
      'https://loja.example/produto/oud-mood-100-ml-1',
      'https://loja.example/es-PY/produto/oud-mood-100-ml-1',
      'https://loja.example/',
      'https://loja.example/es-PY',
    ]);
    expect(urls[1].alternates).toEqual({
      'pt-BR': 'https://loja.example/produto/oud-mood-100-ml-1',
      'es-PY': 'https://loja.example/es-PY/produto/oud-mood-100-ml-1',
      'x-default': 'https://loja.example/produto/oud-mood-100-ml-1',
    });
  });
});

describe('chunkSitemap', () => {
  const pages = Array.from({ length: 12_345 }, (_, i) => ({ path: `/produto/p-${i}` }));
  const urls = sitemapUrls(pages, origin);
  it('splits above 10,000 URLs per file, keeping language pairs together', () => {
    const chunks = chunkSitemap(urls);
    expect(chunks.map((c) => c.length)).toEqual([10_000, 10_000, 4_690]);
    expect(chunks.flat()).toEqual(urls);
    for (const c of chunks) expect(c[0].loc).not.toContain('/es-PY/');
  });
  it('keeps pairs together with an odd limit and always returns one file', () => {
    expect(chunkSitemap(urls.slice(0, 10), 5).map((c) => c.length)).toEqual([4, 4, 2]);
    expect(chunkSitemap([])).toEqual([[]]);
  });
});

describe('XML', () => {
  it('renders a urlset with xhtml alternates, escaped', () => {
    const xml = renderUrlset(
      sitemapUrls([{ path: '/produto/a&b', priority: 0.6, changeFrequency: 'weekly' }], origin),
    );
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain('<loc>https://loja.example/produto/a&amp;b</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="es-PY" href="https://loja.example/es-PY/produto/a&amp;b"/>',
    );
    expect(xml).toContain('hreflang="x-default"');
    expect(xml).toContain('<changefreq>weekly</changefreq><priority>0.6</priority>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });
  it('renders the index and parses file names', () => {
    const xml = renderSitemapIndex(2, origin);
    expect(xml).toContain('<sitemapindex');
    expect(xml).toContain('<loc>https://loja.example/sitemap/0.xml</loc>');
    expect(xml).toContain('<loc>https://loja.example/sitemap/1.xml</loc>');
    expect(parseSitemapFile('1.xml')).toBe(1);
    expect(parseSitemapFile('x.xml')).toBeNull();
    expect(parseSitemapFile('1.xml.gz')).toBeNull();
  });
});
