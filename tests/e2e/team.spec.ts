import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext } from '@playwright/test';

// The network is closed: answer wa.me locally so the new tab keeps its URL.
async function stubWhatsApp(context: BrowserContext) {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>wa</title>' }),
  );
}

test.beforeEach(async ({ context }) => stubWhatsApp(context));

test('team page: cards with name, role, formatted phone and a wa.me link in a new tab (pt-BR)', async ({
  page,
}) => {
  await page.goto('/vendedores');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nossos vendedores');
  const cards = page.locator('a[data-seller]');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(4);
  const ana = cards.filter({ hasText: 'Ana Benítez' });
  await expect(ana).toContainText('Gerente de Vendas');
  await expect(ana).toContainText('+595 (981) 234-567');
  await expect(ana).toHaveAttribute('href', /^https:\/\/wa\.me\/595981234567\?text=/);
  await expect(ana).toHaveAttribute('target', '_blank');
  await expect(ana).toContainText('Conversar no WhatsApp');
});

test('Enter on a focused card opens the chat in a new tab', async ({ page, context }) => {
  await page.goto('/vendedores');
  const card = page.locator('a[data-seller]').first();
  await card.focus();
  const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  await expect.poll(() => popup.url()).toMatch(/^https:\/\/wa\.me\/\d+/);
  expect(page.url()).toMatch(/\/vendedores$/);
});

test('Space on a focused card opens the chat in a new tab without scrolling', async ({ page, context }) => {
  await page.goto('/vendedores');
  const card = page.locator('a[data-seller]').nth(1);
  await card.focus();
  const scrollBefore = await page.evaluate(() => window.scrollY);
  const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press(' ')]);
  await expect.poll(() => popup.url()).toMatch(/^https:\/\/wa\.me\/\d+/);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
});

test('a seller without a photo (or with a broken one) shows the placeholder', async ({ page }) => {
  await page.goto('/vendedores');
  const placeholder = page.locator('a[data-seller] [data-photo="placeholder"]');
  await expect(placeholder.first()).toBeVisible();
  const noPhoto = page.locator('a[data-seller]').filter({ hasText: 'María José Duarte' });
  await expect(noPhoto.locator('[data-photo="placeholder"]')).toHaveText('MD');
  // A photo that fails to load (the stand-in API serves one) turns into the placeholder: no broken icon stays.
  const brokenImages = () =>
    page
      .locator('a[data-seller] img')
      .evaluateAll(
        (imgs) =>
          imgs.filter((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth === 0)
            .length,
      );
  await expect.poll(brokenImages, { timeout: 10_000 }).toBe(0);
});

test('team page in es-PY', async ({ page }) => {
  await page.goto('/es-PY/vendedores');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-PY');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuestros vendedores');
  await expect(page.locator('a[data-seller]').first()).toContainText('Conversar por WhatsApp');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/es-PY\/vendedores$/);
});

test('team page at 390 px: one column, no horizontal scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/vendedores');
  const boxes = await page
    .locator('a[data-seller]')
    .evaluateAll((els) => els.slice(0, 2).map((e) => e.getBoundingClientRect().x));
  expect(boxes[0]).toBe(boxes[1]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

for (const path of ['/vendedores', '/es-PY/vendedores']) {
  test(`no accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('a[data-seller]').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    // Every impact (minor and moderate too), not only serious/critical.
    expect(
      results.violations.map(
        (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
}
