import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Journeys against the real API's seeded catalogue: products are found through listings, never by slug.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    // The promo popup would cover the page; printing is observed instead of opening the dialog.
    localStorage.setItem('promoPopupShownAt', String(Date.now()));
    window.print = () => {
      (window as unknown as { __printed: number }).__printed =
        ((window as unknown as { __printed?: number }).__printed ?? 0) + 1;
    };
  });
});

/** Product links of a listing page, in order. */
async function productLinks(page: Page, listing: string): Promise<string[]> {
  await page.goto(listing);
  return page
    .locator('article h3 a')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
}

/** Opens the first product of the listing whose page satisfies `accept`. */
async function openProductWhere(page: Page, listing: string, accept: (page: Page) => Promise<boolean>) {
  for (const href of await productLinks(page, listing)) {
    await page.goto(href);
    if (await accept(page)) return href;
  }
  throw new Error(`no product on ${listing} matched`);
}

const VIEWS = [
  {
    lang: 'pt-BR',
    prefix: '',
    width: 1280,
    t: {
      allPrices: 'Ver preço em todas as moedas',
      zoom: 'Ampliar imagem',
      close: 'Fechar galeria',
      image: 'Imagem',
      of: 'de',
    },
  },
  {
    lang: 'es-PY',
    prefix: '/es-PY',
    width: 390,
    t: {
      allPrices: 'Ver precio en todas las monedas',
      zoom: 'Ampliar imagen',
      close: 'Cerrar galería',
      image: 'Imagen',
      of: 'de',
    },
  },
] as const;

for (const v of VIEWS) {
  test.describe(`${v.lang} at ${v.width} px`, () => {
    test.use({ viewport: { width: v.width, height: 900 } });

    test('listing → product page with breadcrumbs, code, availability and metadata', async ({ page }) => {
      await page.goto(`${v.prefix}/produtos/perfumaria`);
      // A product showing its price (in the language's default currency), so its JSON-LD must carry an offer.
      const card = page
        .locator('article')
        .filter({ hasText: v.lang === 'es-PY' ? 'G$' : 'U$' })
        .first();
      const name = (await card.locator('h3').innerText()).trim();
      await card.locator('h3 a').click();
      await expect(page).toHaveURL(new RegExp(`${v.prefix}/produto/[a-z0-9-]+$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.locator('nav[aria-label] ol li').nth(1)).toContainText(/Perfumar|Perfumer/);
      await expect(page.getByTestId('availability')).toBeVisible();
      const slug = new URL(page.url()).pathname.split('/').pop();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${v.prefix}/produto/${slug}$`),
      );
      await expect(page.locator('link[rel="alternate"][hreflang="es-PY"]')).toHaveAttribute(
        'href',
        new RegExp(`/es-PY/produto/${slug}$`),
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        /\/media\/(products|uploads)\//,
      );
      const ld = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent())!,
      );
      expect(ld[0]['@type']).toBe('Product');
      expect(ld[1]['@type']).toBe('BreadcrumbList');
      expect(ld[0].offers).toMatchObject({
        '@type': 'Offer',
        priceCurrency: v.lang === 'es-PY' ? 'PYG' : 'USD',
        price: expect.stringMatching(v.lang === 'es-PY' ? /^[1-9]\d*$/ : /^\d+\.\d{2}$/),
      });
    });

    test('gallery: thumbnails, modal with arrows (wrapping) and Escape restoring focus', async ({ page }) => {
      await openProductWhere(
        page,
        `${v.prefix}/produtos/perfumaria`,
        async (p) =>
          (await p.getByRole('button', { name: /^(Mostrar imagem|Mostrar imagen) / }).count()) >= 3,
      );
      const thumbs = page.getByRole('button', { name: /^(Mostrar imagem|Mostrar imagen) / });
      const total = await thumbs.count();
      await thumbs.nth(1).click();
      await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
      const zoom = page.getByRole('button', { name: new RegExp(v.t.zoom) });
      await expect(zoom.locator('img')).toHaveAttribute(
        'alt',
        new RegExp(`${v.t.image} 2 ${v.t.of} ${total}`),
      );

      await zoom.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: v.t.close })).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(dialog.locator('img').first()).toHaveAttribute('alt', `${v.t.image} 3 ${v.t.of} ${total}`);
      for (let i = 3; i <= total; i++) await page.keyboard.press('ArrowRight');
      await expect(dialog.locator('img').first()).toHaveAttribute('alt', `${v.t.image} 1 ${v.t.of} ${total}`);
      await page.keyboard.press('ArrowLeft');
      await expect(dialog.locator('img').first()).toHaveAttribute(
        'alt',
        `${v.t.image} ${total} ${v.t.of} ${total}`,
      );
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(zoom).toBeFocused();
    });

    test('currency toggle shows the price in all four currencies; related carousel is there', async ({
      page,
    }) => {
      await openProductWhere(
        page,
        `${v.prefix}/produtos/perfumaria`,
        async (p) => (await p.getByTestId('price').count()) > 0,
      );
      await expect(page.getByTestId('price')).toContainText(v.lang === 'es-PY' ? 'G$' : 'U$');
      const all = page.getByTestId('all-prices');
      await expect(all).toBeHidden();
      await page.getByText(v.t.allPrices).click();
      await expect(all.locator('dd')).toHaveCount(4);
      for (const symbol of ['R$', 'U$', 'G$', 'P$']) await expect(all).toContainText(symbol);
      const related = page.getByTestId('related');
      await related.scrollIntoViewIfNeeded();
      await expect(related.locator('article').first()).toBeVisible();
    });
  });
}

test('a product with a hidden price shows no price anywhere', async ({ page }) => {
  let href: string | undefined;
  for (let n = 1; n <= 10 && !href; n++) {
    await page.goto(`/produtos?page=${n}`);
    const card = page.locator('article', { hasText: 'Consulte o preço' }).first();
    if (await card.count()) href = (await card.locator('h3 a').getAttribute('href'))!;
  }
  expect(href, 'a hidden-price product in the first 10 listing pages').toBeTruthy();
  await page.goto(href!);
  await expect(page.getByTestId('price-hidden')).toBeVisible();
  await expect(page.getByTestId('price')).toHaveCount(0);
  await expect(page.locator('main h1').locator('..').locator('..')).not.toContainText(/[URGP]\$ ?\d/);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(ld[0].offers).toBeUndefined();
});

test('unknown product slugs answer a real 404', async ({ page }) => {
  expect((await page.goto('/produto/nao-existe-este-produto-123'))?.status()).toBe(404);
  expect((await page.goto('/es-PY/produto/no-existe-este-producto-123'))?.status()).toBe(404);
});

test('ids in storefront paths are plain decimal digits: other spellings of a number are a 404', async ({
  page,
  request,
}) => {
  // Only digits name a category by id (then redirected to its slug); "1e0", "0x1" and "1.0" are unknown slugs.
  for (const seg of ['1e0', '0x1', '1.0']) {
    expect((await page.goto(`/produtos/${seg}`))?.status(), seg).toBe(404);
    expect((await request.get(`/api/related/pt-BR/usd/${seg}`)).status(), seg).toBe(404);
  }
});

test('print button prints the product sheet', async ({ page }) => {
  const [href] = await productLinks(page, '/produtos/cosmeticos');
  await page.goto(href);
  await page.getByRole('button', { name: 'Imprimir ficha' }).click();
  expect(await page.evaluate(() => (window as unknown as { __printed?: number }).__printed)).toBe(1);
});

for (const prefix of ['', '/es-PY']) {
  test(`no accessibility violations on a product page (${prefix || 'pt-BR'})`, async ({ page }) => {
    const [href] = await productLinks(page, `${prefix}/produtos/perfumaria`);
    await page.goto(href);
    const results = await new AxeBuilder({ page }).analyze();
    // Every impact (minor and moderate too), not only serious/critical.
    expect(
      results.violations.map(
        (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
}
