import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { activateStaff, checkPage, signInOwner, signInStaff } from './support/staff';

/**
 * The back office's catalogue (issue 20 point 3) in both languages: the owner (staff:add, as admin.spec.ts) adds a
 * manager; the manager (pt-BR) changes a product's price and the shop's product page shows it within seconds,
 * then (es-PY) adds a picture and the page shows that too; an import with bad rows lists them in Spanish and, once
 * applied, changes only its good row. axe 0 on every catalogue page; screenshots at 390 and 1280 px.
 */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/catalog';
const run = Date.now().toString(36);
const manager = { email: `catalogo-${run}@loja.test`, password: 'Gerente#Catalogo-2026', secret: '' };
// A price of this run's own: the shop can only show it if this run's save reached it.
const price = `${100 + (Date.now() % 800)}.${String(Date.now() % 97).padStart(2, '0')}`;

test.describe.configure({ mode: 'serial' });
let office: Page;
let product: { id: number; code: string; slug: string };

const check = (page: Page, name: string) => checkPage(page, SHOTS, name);

async function ownerAddsManager(browser: Browser): Promise<string> {
  const page = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
  await signInOwner(page);
  const added = await page.evaluate(async (email) => {
    const res = await fetch('/api/admin/staff', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, name: 'Gerente Catálogo', role: 'manager', lang: 'pt' }),
    });
    return res.json();
  }, manager.email);
  await page.context().close();
  return added.setup_link as string;
}

test('a manager changes a price and the shop shows it within seconds (pt-BR)', async ({ browser }) => {
  test.setTimeout(180_000);
  const link = await ownerAddsManager(browser);
  office = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
  manager.secret = await activateStaff(office, link, manager.password);
  await signInStaff(office, manager.email, manager.password, manager.secret);
  await office.getByRole('link', { name: 'Catálogo' }).click();
  const firstRow = office.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  await check(office, 'catalog-list');

  // A product that shows its price, found through the search box by its code.
  const rows = office.getByRole('row');
  const count = await rows.count();
  for (let i = 1; i < count && !product; i++) {
    const cells = rows.nth(i).getByRole('cell');
    // Stock of 2 to 4 is what the cart journeys look for (tests/e2e/cart.spec.ts): not one of theirs, since this
    // journey changes the price and the import below the stock while they may be running.
    const stock = Number((await cells.nth(5).textContent())!.replace(/\D/g, ''));
    if (
      (await cells.nth(6).textContent()) === 'Visível' &&
      !(await cells.nth(4).textContent())!.includes('oculto') &&
      (stock < 2 || stock > 4)
    ) {
      const href = (await rows.nth(i).getByRole('link').getAttribute('href'))!;
      product = {
        id: Number(href.split('/').pop()),
        code: (await cells.nth(1).textContent())!.trim(),
        slug: '',
      };
    }
  }
  await office.getByLabel('Código ou nome').fill(product.code);
  await office.getByRole('button', { name: 'Filtrar' }).click();
  await expect(office.getByRole('row')).toHaveCount(2);
  await office.getByRole('row').nth(1).getByRole('link').click();
  await expect(office.getByLabel('Preço (US$)')).toBeVisible();
  product.slug = (await office.getByRole('link', { name: 'Ver na loja' }).getAttribute('href'))!
    .split('/')
    .pop()!;
  await check(office, 'catalog-editor');

  await office.getByLabel('Preço (US$)').fill(price);
  await office.getByRole('button', { name: 'Salvar' }).click();
  await expect(office.getByRole('status')).toHaveText('Salvo. A loja mostra a mudança em segundos.');
  const started = Date.now();
  await expect
    .poll(async () => (await office.request.get(`/produto/${product.slug}`)).text(), {
      timeout: 15_000,
      message: `product page shows U$ ${price}`,
    })
    .toContain(`"price":"${price}"`);
  console.log(`catalog journey: price on the product page after ${Date.now() - started} ms`);
});

test('the manager adds a picture in Spanish and the shop shows it (es-PY)', async () => {
  test.setTimeout(120_000);
  await office
    .context()
    .addCookies([{ name: 'admin_lang', value: 'es', url: new URL(office.url()).origin + '/admin' }]);
  await office.goto(`/admin/catalogo/${product.id}`);
  await expect(office.getByLabel('Precio (US$)')).toHaveValue(price);
  const png = await sharp({
    create: {
      width: 900,
      height: 700,
      channels: 3,
      background: `#${(Date.now() % 0xffffff).toString(16).padStart(6, '0')}`,
    },
  })
    .png()
    .toBuffer();
  // A picture that lies about its type is refused in Spanish, and nothing is added.
  const before = await office.getByRole('img', { name: /^Foto \d+$/ }).count();
  await office
    .getByLabel(/Subir foto/)
    .setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: png });
  await expect(office.getByRole('main').getByRole('alert')).toContainText(
    'El contenido del archivo no corresponde al tipo declarado en el nombre.',
  );
  await office
    .getByLabel(/Subir foto/)
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png });
  await expect(office.getByRole('img', { name: /^Foto \d+$/ })).toHaveCount(before + 1);
  const src = (await office.getByRole('img', { name: `Foto ${before + 1}` }).getAttribute('src'))!;
  const hash = /uploads\/([a-f0-9]{64})\.webp/.exec(src)![1];
  // First in the gallery: the shop's cards show it too.
  await office.getByRole('button', { name: `Subir: Foto ${before + 1}` }).click();
  if (before > 0)
    for (let i = before; i > 1; i--) await office.getByRole('button', { name: `Subir: Foto ${i}` }).click();
  await office.getByRole('button', { name: 'Guardar' }).click();
  await expect(office.getByRole('status')).toHaveText('Guardado. La tienda muestra el cambio en segundos.');
  await check(office, 'catalog-editor-es');
  try {
    await expect
      .poll(async () => (await office.request.get(`/es-PY/produto/${product.slug}`)).text(), {
        timeout: 15_000,
        message: 'product page shows the new picture',
      })
      .toContain(hash);
  } finally {
    // Leave the product as it was (its first picture is what other journeys' share cards show).
    await office.getByRole('button', { name: 'Quitar: Foto 1' }).click();
    await expect(office.getByRole('img', { name: /^Foto \d+$/ })).toHaveCount(before);
    await office.getByRole('button', { name: 'Guardar' }).click();
    await expect(office.getByRole('status')).toHaveText('Guardado. La tienda muestra el cambio en segundos.');
  }
});

test('an import with bad rows lists them in Spanish and changes only its good row (es-PY)', async () => {
  test.setTimeout(120_000);
  await office.goto('/admin/catalogo/importar');
  const newPrice = (Number(price) + 1).toFixed(2);
  const csv =
    [
      'codigo,valor_venda,estoque',
      `${product.code},${newPrice},9`,
      'NOEXISTE-1,10,1',
      `${product.code}X,abc,2`,
    ].join('\n') + '\n';
  await office
    .getByLabel(/Archivo CSV o JSON/)
    .setInputFiles({ name: 'erp.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await office.getByRole('button', { name: 'Simular importación' }).click();
  await expect(office.getByText('Simulación: todavía no se modificó nada.')).toBeVisible();
  await expect(office.getByRole('cell', { name: /Precio inválido: "abc"/ })).toBeVisible();
  await expect(office.getByRole('cell', { name: /Ningún producto tiene este código/ })).toBeVisible();
  await check(office, 'catalog-import-es');
  // The dry run changed nothing.
  expect(await (await office.request.get(`/produto/${product.slug}`)).text()).toContain(`"price":"${price}"`);
  await office.getByRole('button', { name: 'Aplicar importación' }).click();
  await expect(office.getByText('Importación concluida.')).toBeVisible({ timeout: 60_000 });
  await expect
    .poll(async () => (await office.request.get(`/produto/${product.slug}`)).text(), { timeout: 15_000 })
    .toContain(`"price":"${newPrice}"`);
  const created = await office.evaluate(
    async () => (await (await fetch('/api/admin/catalog/products?q=NOEXISTE-1')).json()).data.length,
  );
  expect(created).toBe(0);
  await office.goto('/admin/catalogo/taxonomia');
  await expect(office.getByRole('heading', { name: 'Marcas', exact: true })).toBeVisible();
  await check(office, 'catalog-taxonomy-es');
});
