import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

// The promo popup would cover the page: mark it as just shown.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('promoPopupShownAt', String(Date.now())));
});

test('search autocomplete: 2+ characters, at most 4 suggestions, submit goes to results', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Buscar produtos' });
  await box.fill('o');
  await page.waitForTimeout(500);
  await expect(page.getByRole('listbox')).toBeHidden();
  await box.fill('oud');
  const options = page.getByRole('listbox', { name: 'Sugestões' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(5); // 4 products + "see all"
  await box.press('Enter');
  await expect(page).toHaveURL(/\/produtos\?text=oud$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('oud');
});

test('empty search goes home', async ({ page }) => {
  await page.goto('/produtos');
  await page.getByRole('combobox', { name: 'Buscar produtos' }).fill('   ');
  await page.getByRole('combobox', { name: 'Buscar produtos' }).press('Enter');
  await expect(page).toHaveURL(/\/$/);
});

test('currency switch re-renders prices on the server', async ({ page }) => {
  await page.goto('/produtos/perfumaria');
  await expect(page.locator('article').first()).toContainText('U$');
  await page.getByLabel('Moeda').selectOption('pyg');
  await expect(page.locator('article').first()).toContainText('G$');
  await page.reload();
  await expect(page.locator('article').first()).toContainText('G$');
});

test('language switch goes to the same page in es-PY with guaranis', async ({ page }) => {
  await page.goto('/produtos/perfumaria');
  await page.getByLabel('Idioma').selectOption('es-PY');
  await expect(page).toHaveURL(/\/es-PY\/produtos\/perfumaria$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-PY');
  await expect(page.locator('article').first()).toContainText('G$');
  // The saved choice now sends unprefixed URLs to es-PY.
  await page.goto('/');
  await expect(page).toHaveURL(/\/es-PY$/);
});

test('sort and page live in the URL and the back button restores them', async ({ page }) => {
  await page.goto('/produtos');
  await page.getByLabel('Ordenar por').selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  await page.getByRole('navigation', { name: 'Paginação' }).getByRole('link', { name: 'Página 2' }).click();
  await expect(page).toHaveURL(/sort=price-asc&page=2/);
  await page.goBack();
  await expect(page).toHaveURL(/\/produtos\?sort=price-asc$/);
  await expect(page.getByLabel('Ordenar por')).toHaveValue('price-asc');
});

test("a listing's full-page HTML carries the grid itself; client filter changes show 20 placeholders", async ({
  page,
  request,
}) => {
  // No route loading.tsx: cached HTML is the real grid, not a skeleton with the content swapped in by script.
  const html = await (await request.get('/produtos/perfumaria')).text();
  expect(html.match(/<article/g)?.length).toBe(20);
  expect(html).not.toContain('class="skeleton');

  await page.goto('/produtos/perfumaria');
  // Slow the next page's RSC answer down so the pending state is observable.
  await page.route(
    (url) => url.pathname === '/produtos/perfumaria' && url.searchParams.has('sort'),
    async (route) => {
      if (route.request().headers()['rsc']) await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    },
  );
  await page.getByLabel('Ordenar por').selectOption('price-asc');
  const placeholders = page.getByRole('status').filter({ hasText: 'Carregando produtos…' });
  await expect(placeholders).toBeVisible();
  await expect(placeholders.locator('li')).toHaveCount(20);
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(placeholders).toBeHidden();
  await expect(page.locator('main article')).toHaveCount(20);
});

test('side menu opens as a dialog and Escape returns focus', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Abrir menu' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Perfumes Árabes' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

for (const width of [390, 1280]) {
  test(`every control of the top bar and header is a 40×40 px tap target at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/');
    const controls = page.locator('section:has(#pref-locale), header').locator('a, button, select, input');
    const small: string[] = [];
    let measured = 0;
    for (const control of await controls.all()) {
      const box = await control.boundingBox();
      if (!box || !(await control.isVisible())) continue; // the closed menus' links
      measured++;
      const name =
        (await control.getAttribute('aria-label')) ??
        (await control.getAttribute('id')) ??
        (await control.innerText()).trim();
      if (box.width < 40 || box.height < 40)
        small.push(`${name}: ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    // Language, currency, WhatsApp, about, logo, search field and button, account, cart, and the menu button or the nav.
    expect(measured).toBeGreaterThanOrEqual(10);
    expect(small).toEqual([]);
  });
}

test('header menus are not in the page; their groups load when a menu opens', async ({ page, request }) => {
  // Sent once per language from /api/menu instead of inside every page's HTML and RSC payload.
  const html = await (await request.get('/produtos/perfumaria')).text();
  expect(html).not.toContain('Ver tudo em Perfumaria');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Categorias' }).click();
  const seeAll = page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Ver tudo em Perfumaria' });
  await expect(seeAll).toBeVisible();
  await seeAll.click();
  await expect(page).toHaveURL(/\/produtos\/perfumaria$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/es-PY');
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const dialog = page.getByRole('dialog', { name: 'Menú' });
  await dialog.getByText('Perfumería', { exact: true }).click();
  await expect(dialog.getByRole('link', { name: 'Ver todo en Perfumería' })).toHaveAttribute(
    'href',
    '/es-PY/produtos/perfumaria',
  );
});

/**
 * A home part that autoplays on the shared timer (use-autoplay.ts), with the page's clock driven (install it before
 * the page loads): what `shown` reads changes after 5 s, stays for 12 s while `part` is hovered, changes again once
 * the pointer is back on the header.
 */
async function advancesAndHolds(page: Page, part: Locator, shown: () => Promise<string | null>) {
  await page.mouse.move(2, 2);
  const first = await shown();
  await page.clock.runFor(5_100);
  await expect.poll(shown).not.toBe(first);
  const second = await shown();
  await part.hover();
  await page.clock.runFor(12_000);
  expect(await shown()).toBe(second);
  await page.mouse.move(2, 2);
  await page.clock.runFor(5_100);
  await expect.poll(shown).not.toBe(second);
}

test('home highlights advance every 5 s on their own and hold while the pointer is on them', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  const row = page.locator('.product-carousel').first();
  await page.mouse.wheel(0, 600); // an interaction loads swiper once the row is near
  await expect(row).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  await advancesAndHolds(page, row, () =>
    row.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index'),
  );
});

test('the main banner fades to the next slide every 5 s and holds while the pointer is on it', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  const banner = page.locator('div:has(> [role="group"][aria-label^="1 / "])').first();
  await expect(banner).toBeVisible();
  await advancesAndHolds(page, banner, () =>
    banner.locator('button[aria-current="true"]').getAttribute('aria-label'),
  );
});

test('unknown pages answer a localized 404', async ({ page }) => {
  const res = await page.goto('/es-PY/no-existe');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
});

test('numeric category params redirect to slugs', async ({ request }) => {
  // Category 27 is Perfumaria in the demo catalogue (spec §9's highlight category).
  const res = await request.get('/produtos/27', { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toMatch(/\/produtos\/perfumaria$/);
});

for (const path of ['/', '/produtos/perfumaria', '/marca/apple', '/especial'].flatMap((p) => [
  p,
  `/es-PY${p === '/' ? '' : p}`,
])) {
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
