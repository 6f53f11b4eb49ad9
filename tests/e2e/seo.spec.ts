import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// Sitemap URLs carry SITE_URL, which may differ from the server under test: compare paths only.
const pathOf = (url: string) => new URL(url).pathname;

test('robots.txt allows the shop, keeps private areas out and names the sitemap', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.ok()).toBe(true);
  const body = await res.text();
  expect(body).toContain('Allow: /');
  for (const p of ['/api/', '/checkout', '/perfil', '/pedidos', '/pedido/', '/es-PY/checkout'])
    expect(body).toContain(`Disallow: ${p}\n`);
  expect(body).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
});

test('sitemap index and files list product URLs in both languages with alternates', async ({ request }) => {
  const index = await request.get('/sitemap.xml');
  expect(index.ok()).toBe(true);
  expect(index.headers()['content-type']).toContain('xml');
  const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(files.length).toBeGreaterThanOrEqual(1);
  const first = await request.get(pathOf(files[0]));
  expect(first.ok()).toBe(true);
  const xml = await first.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => pathOf(m[1]));
  const products = locs.filter((l) => l.startsWith('/produto/'));
  expect(products.length).toBeGreaterThan(0);
  expect(locs).toContain(`/es-PY${products[0]}`);
  expect(locs).toContain('/produtos/perfumaria');
  expect(locs).toContain('/es-PY/produtos/perfumaria');
  expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="es-PY" href="[^"]+\/es-PY\/produto\//);
  expect(xml).toContain('hreflang="x-default"');
  expect((await request.get('/sitemap/999.xml')).status()).toBe(404);
});

test('a listing page has a canonical and hreflang pt-BR, es-PY and x-default', async ({ page }) => {
  await page.goto('/es-PY/produtos/perfumaria');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/es-PY\/produtos\/perfumaria$/,
  );
  const alt = (lang: string) => page.locator(`link[rel="alternate"][hreflang="${lang}"]`);
  await expect(alt('pt-BR')).toHaveAttribute('href', /[^Y]\/produtos\/perfumaria$/);
  await expect(alt('es-PY')).toHaveAttribute('href', /\/es-PY\/produtos\/perfumaria$/);
  await expect(alt('x-default')).toHaveAttribute('href', /[^Y]\/produtos\/perfumaria$/);
});

test('home has the Store JSON-LD and share-card defaults', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('promoPopupShownAt', String(Date.now())));
  await page.goto('/');
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const store = scripts.map((s) => JSON.parse(s)).find((d) => d['@type'] === 'Store');
  expect(store).toBeTruthy();
  expect(store.address).toMatchObject({
    '@type': 'PostalAddress',
    addressLocality: 'Ciudad del Este',
    addressCountry: 'PY',
  });
  expect(store.geo['@type']).toBe('GeoCoordinates');
  expect(store.openingHoursSpecification[0]).toMatchObject({ opens: '08:00', closes: '18:00' });
  expect(store.openingHoursSpecification[0].dayOfWeek).toHaveLength(6);
  expect(store.telephone).toMatch(/^\+595/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og\.png$/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  expect((await page.request.get('/og.png')).headers()['content-type']).toBe('image/png');
});

test('about page: story, slogan, five-image gallery, in both languages', async ({ page }) => {
  await page.goto('/sobre-nos');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Perfume de verdade, preço de fronteira.')).toBeVisible();
  const gallery = page.getByRole('region', { name: 'A loja por dentro' }).locator('img');
  await expect(gallery).toHaveCount(5);
  for (const img of await gallery.all()) await expect(img).toHaveAttribute('alt', /.{10,}/);
  await expect(page.locator('link[rel="alternate"][hreflang="es-PY"]')).toHaveAttribute(
    'href',
    /\/es-PY\/sobre-nos$/,
  );
  await page.goto('/es-PY/sobre-nos');
  await expect(page.getByText('Perfume de verdad, precio de frontera.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'La tienda por dentro' }).locator('img')).toHaveCount(5);
});

for (const path of ['/sobre-nos', '/es-PY/sobre-nos']) {
  test(`no accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    // Every impact (minor and moderate too), not only serious/critical.
    expect(
      results.violations.map(
        (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
}
