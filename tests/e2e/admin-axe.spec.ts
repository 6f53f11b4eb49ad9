import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { newEmail, ownShopperAddress, registerCustomer } from './support/accounts';
import { expect, test } from './support/fixtures';
import { checkPage, signInOwner } from './support/staff';

/**
 * Issue 29's last point: axe 0 at 390 and 1280 px, in both staff languages, on the back-office pages the journeys
 * reached only in one language or not at all: invoices (SIFEN numbers, with its confirmation open), the draft-order
 * screen (empty and after a search that found no one), the catalogue import and taxonomy pages, and the shared-cart
 * viewer before a cart is opened (and with a link it refuses); then the draft-order screen in Spanish through its
 * states (a customer found, a line, the manager's discount, the delivery choices). One owner sign-in for all of it,
 * in a spec of its own so the owner's long journey in admin.spec.ts stays under its budget. Screenshots under
 * AXE_SHOTS (or test-results/admin-axe).
 */
const SHOTS = process.env.AXE_SHOTS ?? 'test-results/admin-axe';

const LANGS = [
  {
    lang: 'pt',
    title: { faturas: 'Inutilizar números não emitidos (SIFEN)', draft: 'Novo pedido' },
    invoice: { from: 'Do número', to: 'Até o número', reason: /^Motivo/, go: 'Inutilizar…', keep: 'Voltar' },
    draft: { customer: /^Cliente/, search: 'Buscar', none: 'Nenhum cliente encontrado.' },
    cart: { title: 'Carrinho enviado pelo WhatsApp', link: /^Link ou código/, open: 'Abrir' },
    cartBad: 'Este não é um link de carrinho da loja.',
    taxonomy: { save: 'Salvar', visible: 'Visível', brand: 'Marca' },
    shell: { menu: 'Menu', sections: 'Seções do back office', counter: 'Balcão de retirada', today: 'Hoje' },
  },
  {
    lang: 'es',
    title: { faturas: 'Inutilizar números no emitidos (SIFEN)', draft: 'Nuevo pedido' },
    invoice: {
      from: 'Desde el número',
      to: 'Hasta el número',
      reason: /^Motivo/,
      go: 'Inutilizar…',
      keep: 'Volver',
    },
    draft: { customer: /^Cliente/, search: 'Buscar', none: 'Ningún cliente encontrado.' },
    cart: { title: 'Carrito enviado por WhatsApp', link: /^Enlace o código/, open: 'Abrir' },
    cartBad: 'Este no es un enlace de carrito de la tienda.',
    taxonomy: { save: 'Guardar', visible: 'Visible', brand: 'Marca' },
    shell: {
      menu: 'Menú',
      sections: 'Secciones del back office',
      counter: 'Mostrador de retiro',
      today: 'Hoy',
    },
  },
] as const;

/** The back office runs under a nonce CSP: anything it blocks is on the console and fails the test (as admin.spec.ts). */
function watchCsp(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame|evaluate)/i.test(msg.text()))
      seen.push(`${page.url()}: ${msg.text()}`);
  });
  return seen;
}

test.describe.configure({ mode: 'serial' });

/** The owner's signed-in page, shared by both tests: a second sign-in would wait for a fresh TOTP step. */
let context: BrowserContext;
let page: Page;
let csp: string[] = [];
const timings: string[] = [];
const check = async (name: string) => {
  const started = Date.now();
  await checkPage(page, SHOTS, name);
  timings.push(`${name} ${Date.now() - started} ms`);
};
/** The staff language, as the language button sets it. */
const staffLanguage = (lang: 'pt' | 'es') =>
  context.addCookies([{ name: 'admin_lang', value: lang, url: new URL('/admin', page.url()).href }]);

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ locale: 'pt-BR' });
  page = await context.newPage();
  csp = watchCsp(page);
  await signInOwner(page);
});
test.afterEach(() => {
  expect(csp.splice(0)).toEqual([]);
});
test.afterAll(async () => {
  console.log(timings.join('\n'));
  await context?.close();
});

test('the owner: invoices, draft order, import, taxonomy and shared cart pass axe in both languages', async () => {
  // Five pages and three more states, each at two widths in two languages (32 axe runs) on a shared machine.
  test.setTimeout(240_000);
  for (const l of LANGS) {
    await staffLanguage(l.lang);

    await page.goto('/admin/faturas');
    await expect(page.getByRole('heading', { name: l.title.faturas, level: 1 })).toBeVisible();
    await check(`invoices-${l.lang}`);
    // The confirmation that names the range (nothing is sent: the safe choice closes it).
    await page.getByLabel(l.invoice.from).fill('9000001');
    await page.getByLabel(l.invoice.to).fill('9000002');
    await page.getByLabel(l.invoice.reason).fill('Revisão de acessibilidade');
    await page.getByRole('button', { name: l.invoice.go }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('9000001');
    await check(`invoices-confirm-${l.lang}`);
    await dialog.getByRole('button', { name: l.invoice.keep }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/admin/novo-pedido');
    await expect(page.getByRole('heading', { name: l.title.draft, level: 1 })).toBeVisible();
    await check(`draft-order-${l.lang}`);
    await page.getByLabel(l.draft.customer).fill('ninguem-axe@nada.invalid');
    await page.getByRole('button', { name: l.draft.search }).click();
    await expect(page.getByText(l.draft.none)).toBeVisible();
    await check(`draft-order-none-${l.lang}`);

    for (const [path, name] of [
      ['/admin/catalogo/importar', 'catalog-import'],
      ['/admin/catalogo/taxonomia', 'catalog-taxonomy'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(`${name}-${l.lang}`);
    }
    // Each row's Save and Visible name its row: none is just the bare word any more.
    const tax = l.taxonomy;
    await expect(page.getByRole('button', { name: tax.save, exact: true })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: tax.visible, exact: true })).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: new RegExp(`^${tax.save} \\(${tax.brand} .+\\)$`) }).first(),
    ).toBeVisible();

    // The shared-cart viewer before a cart is opened: its own heading, then a link it refuses.
    await page.goto('/admin/carrinho');
    await expect(page.getByRole('heading', { name: l.cart.title, level: 1 })).toBeVisible();
    await check(`shared-cart-empty-${l.lang}`);
    await page.getByLabel(l.cart.link).fill('https://example.com/nada');
    await page.getByRole('button', { name: l.cart.open }).click();
    await expect(page.getByText(l.cartBad)).toBeVisible();
    await check(`shared-cart-bad-link-${l.lang}`);
  }
});

test('the draft-order screen in Spanish: a customer found, a line, the discount, the delivery choices', async ({
  browser,
  baseURL,
  catalogue,
}) => {
  test.setTimeout(150_000);
  // A Paraguayan registered in the shop, for the owner to build an order for.
  const shopperContext = await browser.newContext({ locale: 'es-PY' });
  await ownShopperAddress(shopperContext);
  const email = newEmail('axe-draft');
  await registerCustomer(await shopperContext.newPage(), baseURL!, 'paraguayan', email);
  await shopperContext.close();

  await staffLanguage('es');
  await page.goto('/admin/novo-pedido');
  await expect(page.getByRole('heading', { name: 'Nuevo pedido', level: 1 })).toBeVisible();
  await page.getByTestId('draft-customer-q').fill(email);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const found = page.getByRole('listitem').filter({ hasText: email });
  await expect(found).toBeVisible();
  await check('draft-order-found-es');
  await found.getByRole('button', { name: 'Elegir' }).click();
  await expect(page.getByTestId('draft-customer')).toContainText(email);
  await expect(page.getByText('Todavía no hay ítems.')).toBeVisible();

  const product = await catalogue.sellable();
  await page.getByTestId('draft-product-q').fill(product.nome.split(' ').slice(0, 2).join(' '));
  await page.getByRole('button', { name: 'Buscar' }).click();
  const add = page.getByRole('button', { name: 'Agregar', disabled: false });
  await expect(add.first()).toBeVisible();
  await page
    .getByRole('listitem')
    .filter({ has: add })
    .first()
    .getByRole('button', { name: 'Agregar' })
    .click();
  await expect(page.getByTestId('draft-line')).toHaveCount(1);
  // The owner is a manager: the discount form shows under the lines.
  await expect(page.getByRole('button', { name: 'Aplicar descuento' })).toBeVisible();
  await check('draft-order-line-es');

  await page.getByRole('button', { name: 'Calcular envío o retiro' }).click();
  const pickup = page.getByRole('radio', { name: /^Retiro en/ }).first();
  await expect(pickup).toBeVisible();
  await pickup.check();
  await check('draft-order-quote-es');
  // Not sent: the draft stays open, no order or payment link is made.
  await staffLanguage('pt');
});

test('on a phone the sections fold behind a Menu button, opened and closed from the keyboard', async () => {
  test.setTimeout(90_000);
  for (const l of LANGS) {
    await staffLanguage(l.lang);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: l.shell.today, level: 1 })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 900 });
    const menu = page.getByRole('button', { name: l.shell.menu, exact: true });
    const sections = page.getByRole('navigation', { name: l.shell.sections });
    await expect(sections).toBeHidden();
    // Nothing runs off the right edge any more (the counter's link used to).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Until hydration Enter does nothing: press again only while it is still closed.
    await expect(async () => {
      if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.press('Enter');
      await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
    }).toPass();
    await expect(sections.getByRole('link', { name: l.shell.counter })).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/menu-open-${l.lang}-390.png`, fullPage: true });
    // Escape from inside the list closes it and gives the focus back to the button.
    await page.keyboard.press('Tab');
    await expect(sections.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sections).toBeHidden();
    await expect(menu).toBeFocused();
    // From md up the sections are always there and the button is not.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(menu).toBeHidden();
    await expect(sections.getByRole('link', { name: l.shell.counter })).toBeVisible();
    await check(`today-${l.lang}`);
  }
  await staffLanguage('pt');
});
