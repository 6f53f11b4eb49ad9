import { expect, test, type BrowserContext, type Page } from '@playwright/test';

/**
 * Security headers and the Content-Security-Policy against the real pages (docs/decisions/0010-edge-security.md):
 * every journey below must run without a single CSP violation.
 */
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    localStorage.setItem('promoPopupShownAt', String(Date.now()));
    window.print = () => {
      (window as unknown as { __printed: number }).__printed =
        ((window as unknown as { __printed?: number }).__printed ?? 0) + 1;
    };
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  // The network is closed: answer wa.me locally so WhatsApp tabs load.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>wa</title>' }),
  );
});

/** CSP violations reported by the page (event) or the console ("Refused to …"), across navigations. */
function watchCsp(page: Page): () => Promise<string[]> {
  const console: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(msg.text()))
      console.push(msg.text());
  });
  return async () => [
    ...console,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
  ];
}

const REQUIRED = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

function expectSecurityHeaders(headers: Record<string, string>, where: string) {
  for (const [name, value] of Object.entries(REQUIRED))
    expect(headers[name], `${name} on ${where}`).toBe(value);
  expect(headers['content-security-policy'], where).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy'], where).toContain("object-src 'none'");
  expect(headers['permissions-policy'], where).toMatch(
    /camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/,
  );
  // The journeys run a production build.
  expect(headers['strict-transport-security'], where).toBe('max-age=63072000; includeSubDomains');
}

test('every kind of response carries the security headers', async ({ request }) => {
  for (const path of [
    '/',
    '/es-PY/produtos/perfumaria',
    '/produto/no-such-product-xyz',
    '/api/search?text=oud&locale=pt-BR&currency=usd',
    '/api/team',
    '/robots.txt',
    '/sitemap.xml',
    '/produto/%FF',
    '/media/products/%FF.webp',
  ]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBeLessThan(500);
    expectSecurityHeaders(res.headers(), path);
  }
});

test('home, listing, product, suggestions and the print sheet work under the CSP', async ({ page }) => {
  const violations = watchCsp(page);
  await page.goto('/');
  await expect(page.locator('img').first()).toBeVisible();

  const box = page.getByRole('combobox', { name: 'Buscar produtos' });
  await box.fill('oud');
  await expect(page.getByRole('listbox', { name: 'Sugestões' }).getByRole('option').first()).toBeVisible();

  await page.goto('/produtos/perfumaria/perfumes-arabes');
  // Pictures come through the /media route handler and next/image under img-src 'self'.
  const picture = page.locator('article img').first();
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);

  await page.getByLabel('Imprimir lista').selectOption('grid');
  await expect(page.getByRole('dialog').locator('.sheet-card').first()).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/produtos/perfumaria/perfumes-arabes');
  await page.locator('article h3 a').first().click();
  await expect(page).toHaveURL(/\/produto\//);
  await page.getByRole('button', { name: 'Imprimir ficha' }).click();
  expect(await page.evaluate(() => (window as unknown as { __printed?: number }).__printed)).toBe(1);

  expect(await violations()).toEqual([]);
});

async function openWhatsApp(page: Page, context: BrowserContext, link: ReturnType<Page['locator']>) {
  const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect.poll(() => popup.url()).toMatch(/^https:\/\/wa\.me\/\d+/);
  await popup.close();
}

test('WhatsApp links still open under the CSP and COOP (team card, floating button)', async ({
  page,
  context,
}) => {
  const violations = watchCsp(page);
  await page.goto('/vendedores');
  await openWhatsApp(page, context, page.locator('a[data-seller]').first());
  await page.goto('/es-PY');
  await openWhatsApp(page, context, page.locator('a.whatsapp-fab'));
  expect(await violations()).toEqual([]);
});

test('the storefront cannot be framed', async ({ page }) => {
  const blocked: string[] = [];
  page.on('console', (msg) => {
    if (/frame-ancestors|X-Frame-Options/i.test(msg.text())) blocked.push(msg.text());
  });
  await page.goto('/robots.txt');
  await page.setContent('<iframe src="/" title="framed"></iframe>');
  await expect.poll(() => blocked.length).toBeGreaterThan(0);
});
