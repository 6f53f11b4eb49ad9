import type { APIRequestContext, Page } from '@playwright/test';
import { newEmail, ownShopperAddress, PASSWORD, registerCustomer } from './support/accounts';
import { API, axe, expect, screenshots, test } from './support/fixtures';

/*
 * The cart in the browser (issue 7, storefront half): add from a card and the product page, quantities up to the
 * stock cap, remove, two-click clear, reload, currency re-pricing, login keeping the cart, checkout through the
 * conversion modal, shipping for a Paraguayan address and a pickup point for a Brazilian; axe on panel and
 * checkout; at 390 and 1280 px, both languages.
 */

const shot = screenshots('test-results/cart-shots');

interface Product {
  id: number;
  slug: string;
  nome: string;
  qtde_disponivel: number;
  mostrar_preco: boolean;
  tem_estoque: boolean;
  tem_medida: boolean;
}

/** A sellable product with little stock (the cap is reachable by clicking), straight from the journeys' API. */
async function lowStockProduct(request: APIRequestContext, skip: number[] = []): Promise<Product> {
  for (let page = 1; page <= 12; page++) {
    const res = await request.get(`${API}/api/public/products?per_page=100&page=${page}&moeda_id=2`);
    expect(res.ok()).toBe(true);
    const { data } = (await res.json()) as { data: Product[] };
    const found = data.find(
      (p) =>
        p.mostrar_preco &&
        p.tem_estoque &&
        p.tem_medida &&
        p.qtde_disponivel >= 2 &&
        p.qtde_disponivel <= 4 &&
        !skip.includes(p.id),
    );
    if (found) return found;
  }
  throw new Error('no low-stock product in the demo catalogue');
}

const panel = (page: Page) => page.locator('#cart-panel');
const line = (page: Page, name: string) => panel(page).getByTestId('cart-line').filter({ hasText: name });

async function openPanel(page: Page) {
  await page.getByTestId('cart-button').click();
  await expect(panel(page)).toBeVisible();
}

/** Adds the first sellable product of a listing from its card; answers the product's name. */
async function addFromCard(page: Page, listing: string, added: string, except: string): Promise<string> {
  await page.goto(listing);
  const card = page
    .locator('article')
    .filter({ has: page.locator('[data-testid="add-to-cart"][aria-disabled="false"]') })
    .filter({ hasNot: page.getByRole('heading', { name: except, exact: true }) })
    .first();
  const name = (await card.locator('h3').innerText()).trim();
  await card.getByTestId('add-to-cart').click();
  await expect(card.getByTestId('add-to-cart')).toHaveText(added);
  return name;
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('pt-BR anonymous cart: card and product page, stock cap, remove, reload, currency, clear', async ({
      page,
      request,
    }) => {
      const low = await lowStockProduct(request);
      const first = await addFromCard(page, '/produtos', 'Adicionado!', low.nome);
      await expect(page.getByTestId('cart-count')).toHaveText('1');

      await page.goto(`/produto/${low.slug}`);
      const add = page.getByTestId('product-add-to-cart');
      await add.click();
      await expect(add).toHaveText('Adicionado!');
      // "added" goes back after 1.2 s.
      await expect(add).toHaveText('Adicionar ao carrinho', { timeout: 3000 });
      await expect(page.getByTestId('cart-count')).toHaveText('2');

      await openPanel(page);
      await expect(panel(page).getByRole('heading', { name: 'Seu carrinho' })).toBeVisible();
      const lowLine = line(page, low.nome);
      await expect(lowLine.getByTestId('cart-minus')).toHaveAttribute('aria-disabled', 'true');
      // Thumb-sized controls on a phone (40 px at least).
      for (const id of ['cart-minus', 'cart-plus', 'cart-remove'])
        expect((await lowLine.getByTestId(id).boundingBox())!.height).toBeGreaterThanOrEqual(40);
      for (let q = 2; q <= low.qtde_disponivel; q++) {
        await lowLine.getByTestId('cart-plus').click();
        await expect(lowLine.getByTestId('cart-qty')).toHaveText(String(q));
      }
      await expect(lowLine.getByTestId('cart-plus')).toHaveAttribute('aria-disabled', 'true');
      // Playwright treats aria-disabled as disabled; a shopper can still press it and is told why.
      await lowLine.getByTestId('cart-plus').click({ force: true });
      await expect(panel(page).getByTestId('cart-notice')).toHaveText('Você já tem a quantidade máxima!');
      await expect(lowLine.getByTestId('cart-qty')).toHaveText(String(low.qtde_disponivel));
      await lowLine.getByTestId('cart-minus').click();
      await expect(lowLine.getByTestId('cart-qty')).toHaveText(String(low.qtde_disponivel - 1));
      await axe(page);
      await shot(page, 'panel-pt', false);

      // Escape closes and the panel stays closed.
      await page.keyboard.press('Escape');
      await expect(panel(page)).toBeHidden();

      // Reload: the cart is found again by its external id.
      await page.reload();
      await openPanel(page);
      await expect(line(page, low.nome).getByTestId('cart-qty')).toHaveText(String(low.qtde_disponivel - 1));
      const usdTotal = await panel(page).getByTestId('cart-total').innerText();
      expect(usdTotal).toMatch(/^U\$ /);
      await line(page, first).getByTestId('cart-remove').click();
      await expect(line(page, first)).toHaveCount(0);
      await page.keyboard.press('Escape');

      // Currency change: the cart is re-read in reais (re-priced by the API).
      await page.locator('#pref-currency').selectOption('brl');
      await openPanel(page);
      await expect(panel(page).getByTestId('cart-total')).toHaveText(/^R\$ /);
      await expect(line(page, low.nome).getByTestId('cart-line-price')).toHaveText(/^R\$ /);

      // Clear needs a second click; the first reverts after 3 s.
      const clear = panel(page).getByTestId('cart-clear');
      await clear.click();
      await expect(clear).toHaveText('Clique de novo para esvaziar');
      await expect(clear).toHaveText('Esvaziar carrinho', { timeout: 5000 });
      await clear.click();
      await clear.click();
      await expect(panel(page).getByTestId('cart-empty')).toBeVisible();
      await expect(page.getByTestId('cart-count')).toHaveCount(0);
    });

    test('a first add survives the shopper leaving the page at once', async ({ page }) => {
      await page.goto('/produtos');
      const card = page
        .locator('article')
        .filter({ has: page.locator('[data-testid="add-to-cart"][aria-disabled="false"]') })
        .first();
      const name = (await card.locator('h3').innerText()).trim();
      // A browser without a cart: the add is the first cart call. The shopper leaves (a full page load) as soon
      // as it went out, while the button still says "Adicionando…".
      // A slow network (the cart calls' answers take 400 ms), so the new page replaces this one before any answer.
      await page.context().route('**/api/ecom/venda/carrinho**', async (route) => {
        if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 400));
        await route.continue();
      });
      const sent = page.waitForRequest(
        (r) => r.method() === 'POST' && r.url().includes('/api/ecom/venda/carrinho'),
      );
      await card.getByTestId('add-to-cart').click();
      await sent;
      await page.goto('/sobre-nos');
      await openPanel(page);
      await expect(line(page, name)).toBeVisible();
      await expect(page.getByTestId('cart-count')).toHaveText('1');
    });

    test('es-PY: anonymous cart kept through login at checkout, conversion modal, shipping to a Paraguayan address', async ({
      page,
      request,
      baseURL,
    }) => {
      const email = newEmail('cart-py');
      await registerCustomer(page, baseURL!, 'paraguayan', email);
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear()).catch(() => null);

      const low = await lowStockProduct(request);
      await page.goto(`/es-PY/produto/${low.slug}`);
      await page.getByTestId('product-add-to-cart').click();
      await expect(page.getByTestId('cart-count')).toHaveText('1');

      // In dollars, checkout asks to convert to guaranis first.
      await page.locator('#pref-currency').selectOption('usd');
      await openPanel(page);
      await expect(panel(page).getByTestId('cart-total')).toHaveText(/^U\$ /);
      await panel(page).getByTestId('cart-checkout').click();
      const modal = page.getByRole('dialog', { name: 'Conversión de moneda' });
      await expect(modal).toBeVisible();
      await expect(modal).toContainText('PYG');
      await modal.getByTestId('convert-confirm').click();
      await expect(page).toHaveURL(/\/es-PY\/checkout$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finalizar compra');
      await expect(page.locator('#pref-currency')).toBeDisabled();
      await expect(page.getByTestId('checkout-items')).toContainText(low.nome);
      await expect(page.getByTestId('checkout-total')).toHaveText(/^G\$ /);
      await expect(page.getByTestId('checkout-login')).toContainText(
        'Accede a tu cuenta o regístrate para continuar.',
      );
      await expect(page.getByTestId('checkout-continue')).toBeDisabled();
      await axe(page);
      await shot(page, 'checkout-login-es');

      await page.getByTestId('checkout-login').getByLabel('Correo electrónico').fill(email);
      await page.getByTestId('checkout-login').getByLabel('Contraseña').fill(PASSWORD);
      await page.getByTestId('checkout-login').getByRole('button', { name: 'Ingresar' }).click();
      await expect(page).toHaveURL(/\/es-PY\/checkout$/);
      // The anonymous cart became the customer's.
      await expect(page.getByTestId('checkout-items')).toContainText(low.nome);
      const calc = page.getByTestId('shipping-calculator');
      await expect(calc.getByTestId('checkout-addresses').getByRole('radio')).toHaveCount(1);
      await expect(calc.getByTestId('checkout-addresses').getByRole('radio')).toBeChecked();
      const options = calc.getByTestId('shipping-options').getByRole('radio');
      await expect.poll(() => options.count()).toBeGreaterThanOrEqual(2);
      await expect(options.first()).toBeChecked();
      await expect(page.getByTestId('checkout-shipping')).toBeVisible();
      await expect(page.getByTestId('checkout-continue')).toBeEnabled();

      // Pickup needs a point before continuing.
      await calc.getByRole('radio', { name: /Retiro en tienda/ }).check();
      await expect(calc.getByTestId('pickup-points')).toBeVisible();
      await expect(page.getByTestId('checkout-continue')).toBeDisabled();
      await calc.getByTestId('pickup-points').getByRole('radio').first().check();
      await expect(page.getByTestId('checkout-continue')).toBeEnabled();
      const saved = await page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('selectedShippingDetails') ?? 'null') as {
            pickupPointId: number | null;
            token: string;
          },
      );
      expect(saved.pickupPointId).toBeGreaterThan(0);
      expect(saved.token).not.toBe('');
      await axe(page);
      await shot(page, 'checkout-shipping-es');

      const total = await page.getByTestId('checkout-total').textContent();
      await page.getByTestId('checkout-continue').click();
      await expect(page.getByTestId('payment-step').getByRole('heading', { name: 'Pago' })).toBeVisible();
      // Step 2 repeats the order summary: the pickup point chosen, free, and the same total in guaranis.
      const summary = page.getByTestId('order-summary');
      await expect(summary.getByRole('heading', { name: 'Resumen del pedido' })).toBeVisible();
      await expect(summary.getByTestId('checkout-count')).toHaveText('(1 artículo)');
      await expect(summary.getByTestId('checkout-shipping')).toHaveText('Gratis');
      await expect(summary.getByTestId('checkout-shipping-label')).toHaveText(/^Retiro: .+/);
      await expect(summary.getByTestId('checkout-total')).toHaveText(total!);
      await expect(summary.getByTestId('checkout-total')).toHaveText(/^G\$ /);
      await expect(
        page.getByTestId('payment-step').getByRole('button', { name: 'Ir al pago' }),
      ).toBeDisabled();
      await page.getByTestId('payment-step').getByRole('button', { name: 'Volver' }).click();
      await expect(page.getByTestId('shipping-calculator')).toBeVisible();
    });

    test('pt-BR Brazilian: store pickup only, point chosen through the state and city filters', async ({
      page,
      request,
      baseURL,
    }) => {
      // Every string the checkout's islands use is sent to the browser (a missing namespace shows raw keys).
      const missing: string[] = [];
      page.on(
        'console',
        (m) => m.text().includes('MISSING_MESSAGE') && missing.push(m.text().split('\n')[0]),
      );
      await registerCustomer(page, baseURL!, 'brazilian', newEmail('cart-br'));
      const low = await lowStockProduct(request);
      await page.goto(`/produto/${low.slug}`);
      await page.getByTestId('product-add-to-cart').click();
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      await openPanel(page);
      await panel(page).getByTestId('cart-checkout').click();
      await expect(page).toHaveURL(/\/checkout$/);

      const calc = page.getByTestId('shipping-calculator');
      await expect(calc).toContainText('Para clientes do Brasil, a entrega é por retirada na loja.');
      await expect(calc.getByTestId('checkout-addresses')).toHaveCount(0);
      const points = calc.getByTestId('pickup-points');
      await expect(points).toBeVisible();
      await expect(page.getByTestId('checkout-continue')).toBeDisabled();
      // The points come from pontos-entrega under the filters: a state with one city chooses that city itself.
      const filtered = page.waitForRequest((r) =>
        /\/pontos-entrega\?.*estado_id=\d+&cidade_id=\d+/.test(r.url()),
      );
      await points.getByLabel('Estado').selectOption({ index: 1 });
      await filtered;
      await expect(points.getByLabel('Cidade')).not.toHaveValue('');
      await expect(points.getByRole('radio')).toHaveCount(1);
      await points.getByRole('radio').first().check();
      await expect(page.getByTestId('checkout-continue')).toBeEnabled();
      await axe(page);
      await shot(page, 'checkout-pickup-pt');
      expect(missing).toEqual([]);
      // The floating WhatsApp button would cover prices and buttons on a phone's checkout; elsewhere it stays.
      const fab = page.locator('a.whatsapp-fab');
      if (width === 390) await expect(fab).toBeHidden();
      else await expect(fab).toBeVisible();

      // An emptied cart: message and the way back to the shop.
      await page.evaluate(async () => {
        const id = localStorage.getItem('ex_cart');
        await fetch(`/api/ecom/venda/carrinho/${id}?moeda_id=2`, { method: 'DELETE' });
      });
      await page.reload();
      await expect(page.getByTestId('checkout-empty')).toContainText('Seu carrinho está vazio.');
      await expect(
        page.getByTestId('checkout-empty').getByRole('link', { name: 'Voltar às compras' }),
      ).toHaveAttribute('href', '/');
    });
  });
}

test('an unavailable product cannot be added and says why', async ({ page, request }) => {
  let slug: string | null = null;
  for (let n = 1; n <= 12 && !slug; n++) {
    const res = await request.get(`${API}/api/public/products?per_page=100&page=${n}&moeda_id=2`);
    const { data } = (await res.json()) as { data: Product[] };
    slug = data.find((p) => p.mostrar_preco && (!p.tem_estoque || !p.tem_medida))?.slug ?? null;
  }
  expect(slug, 'an unavailable product with a shown price').toBeTruthy();
  await page.goto(`/produto/${slug}`);
  const add = page.getByTestId('product-add-to-cart');
  await expect(add).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('main')).toContainText('Este produto está indisponível no momento!');
  await add.click({ force: true });
  await expect(page.locator('main [role="status"]').filter({ hasText: 'indisponível' })).toBeVisible();
  // Nothing reached the cart.
  await page.waitForTimeout(800);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
});

test('a second tab sees the cart on focus; logout leaves an empty cart under a new id', async ({
  page,
  request,
  baseURL,
}) => {
  await registerCustomer(page, baseURL!, 'brazilian', newEmail('cart-tabs'));
  const low = await lowStockProduct(request);
  await page.goto('/sobre-nos');
  await expect(page.getByTestId('cart-button')).toBeVisible();

  const other = await page.context().newPage();
  await other.goto(`/produto/${low.slug}`);
  await other.getByTestId('product-add-to-cart').click();
  await expect(other.getByTestId('cart-count')).toHaveText('1');
  const id = await other.evaluate(() => localStorage.getItem('ex_cart'));
  await other.close();

  // Back in the first tab: React Query refetches the cart when the tab becomes visible again.
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.goto('/perfil');
  await page.getByRole('button', { name: 'Sair' }).first().click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ex_cart'))).not.toBe(id);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
});

test('a customer logging in on a fresh browser finds the cart filled on another one', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const email = newEmail('cart-devices');
  await registerCustomer(page, baseURL!, 'brazilian', email);
  const low = await lowStockProduct(request);
  await page.goto(`/produto/${low.slug}`);
  await page.getByTestId('product-add-to-cart').click();
  await page.getByTestId('product-add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  const id = await page.evaluate(() => localStorage.getItem('ex_cart'));

  // Another device: no `ex_cart`, no session.
  const fresh = await browser.newContext({ baseURL });
  await ownShopperAddress(fresh);
  await fresh.addInitScript(() => localStorage.setItem('promoPopupShownAt', String(Date.now())));
  const other = await fresh.newPage();
  await other.goto('/login');
  await expect(other.getByTestId('cart-count')).toHaveCount(0);
  await other.getByLabel('E-mail', { exact: true }).fill(email);
  await other.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await other.getByRole('button', { name: 'Entrar', exact: true }).click();
  await other.waitForURL((url) => url.pathname !== '/login');
  await expect(other.getByTestId('cart-count')).toHaveText('2');
  expect(await other.evaluate(() => localStorage.getItem('ex_cart'))).toBe(id);
  await openPanel(other);
  await expect(line(other, low.nome)).toBeVisible();
  await fresh.close();
});
