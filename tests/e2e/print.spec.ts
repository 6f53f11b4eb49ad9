import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';

// Price lists (spec §2/§8/§9) against the seeded catalogue. window.print is observed, not opened.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    localStorage.setItem('promoPopupShownAt', String(Date.now()));
    window.print = () => {
      (window as unknown as { __printed: number }).__printed =
        ((window as unknown as { __printed?: number }).__printed ?? 0) + 1;
    };
  });
});

const printed = (page: Page) =>
  page.evaluate(() => (window as unknown as { __printed?: number }).__printed ?? 0);
/** Product lines: code in 12 columns, name in 90, then the U$ price, N/A or the invalid-price text. */
const TXT_LINE = /^.{12}.{90}(U\$ \d{1,3}(\.\d{3})*,\d{2}|N\/A|Preço inválido|Precio inválido)$/;

for (const v of [
  {
    lang: 'pt-BR',
    prefix: '',
    width: 1280,
    label: 'Imprimir lista',
    vat: 'Valores sem IVA',
    date: /Data: \d{1,2} de [a-zç]+ de \d{4}/,
    disclaimer: 'Preços sujeitos a alteração',
  },
  {
    lang: 'es-PY',
    prefix: '/es-PY',
    width: 390,
    label: 'Imprimir lista',
    vat: 'IVA incluido',
    date: /Fecha: \d{1,2} de [a-z]+ de \d{4}/,
    disclaimer: 'Precios sujetos a cambios',
  },
]) {
  test.describe(`${v.lang} at ${v.width} px`, () => {
    test.use({ viewport: { width: v.width, height: 900 } });

    test('txt export downloads Lista_de_Precos.txt with fixed-width lines', async ({ page }) => {
      await page.goto(`${v.prefix}/produtos/perfumaria/perfumes-arabes`);
      const select = page.getByLabel(v.label);
      const downloading = page.waitForEvent('download');
      await select.selectOption('txt');
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('Lista_de_Precos.txt');
      const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n').filter(Boolean);
      const rule = lines.findIndex((l) => /^-{100,}$/.test(l));
      const rows = lines.slice(rule + 1);
      expect(rows.length).toBeGreaterThan(20);
      for (const row of rows) expect(row).toMatch(TXT_LINE);
      expect(lines[rule - 1].indexOf(v.lang === 'es-PY' ? 'Producto' : 'Produto')).toBe(12);
      await expect(select).toHaveValue('');
    });

    test('grid sheet: 5 columns, 15 then 20 per page, date, disclaimer and VAT note', async ({ page }) => {
      await page.goto(`${v.prefix}/produtos/perfumaria/perfumes-arabes`);
      const select = page.getByLabel(v.label);
      await select.selectOption('grid');
      const sheet = page.getByRole('dialog');
      await expect(sheet).toBeVisible();
      const pages = sheet.locator('.sheet-page');
      await expect(pages.first().locator('.sheet-card')).toHaveCount(15);
      await expect(pages.nth(1).locator('.sheet-card')).toHaveCount(20);
      expect(
        await pages
          .first()
          .locator('.sheet-grid')
          .evaluate((g) => getComputedStyle(g).gridTemplateColumns.split(' ').length),
      ).toBe(5);
      await expect(pages.first()).toContainText(v.date);
      await expect(pages.first()).toContainText(v.disclaimer);
      await expect(pages.first()).toContainText(v.vat);
      await expect.poll(() => printed(page), { timeout: 20_000 }).toBe(1);
      await expect(select).toHaveValue('');
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(select).toBeFocused();
    });

    test('list sheet is a table with the same pagination', async ({ page }) => {
      await page.goto(`${v.prefix}/produtos/perfumaria/perfumes-arabes`);
      await page.getByLabel(v.label).selectOption('list');
      const pages = page.getByRole('dialog').locator('.sheet-page');
      await expect(pages.first().locator('tbody tr')).toHaveCount(15);
      await expect(pages.nth(1).locator('tbody tr')).toHaveCount(20);
      await expect(pages.first()).toContainText(v.vat);
      await expect.poll(() => printed(page), { timeout: 20_000 }).toBe(1);
    });
  });
}

test('printing or exporting an empty listing shows the spec messages', async ({ page }) => {
  await page.goto('/produtos?text=qqqzzzxxxwww');
  const select = page.getByLabel('Imprimir lista');
  await select.selectOption('grid');
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('Não há produtos para exibir!');
  await select.selectOption('txt');
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'Nenhum produto disponível para exportação.',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await printed(page)).toBe(0);
});

test('the product page prints the price list of its department', async ({ page }) => {
  await page.goto('/produtos/perfumaria/perfumes-importados');
  await page.locator('article h3 a').first().click();
  // No route skeleton: the listing (with its own print select) stays until the product page arrives.
  await expect(page).toHaveURL(/\/produto\//);
  await expect(page.getByRole('button', { name: 'Imprimir ficha' })).toBeVisible();
  await page.getByLabel('Imprimir lista').selectOption('list');
  const sheet = page.getByRole('dialog');
  await expect(sheet.locator('.sheet-page').first()).toContainText('Perfumes Importados');
  await expect(sheet.locator('tbody tr').first()).toBeVisible();
});
