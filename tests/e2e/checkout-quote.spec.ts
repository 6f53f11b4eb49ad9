import { expect, test, type Page } from '@playwright/test';
import { newEmail, ownShopperAddress, registerCustomer } from './support/accounts';
import { PAGOPAR_PAGE } from './support/fixtures';
import { E2E_PORTS, local } from './support/ports';

/*
 * Issue 18 point 1, storefront half: shipping quotes are signed for the cart's lines, so a cart changed while the
 * shopper is on /checkout (the cart panel cannot open there, so: another tab) must be quoted again by the page
 * itself. The shopper never meets the API's "O frete mudou" refusal: on step 1 the shipping is recalculated in place;
 * on step 2 the page goes back to the recalculated shipping with a notice; paying then reaches the gateway.
 */

const API = local(E2E_PORTS.api);

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ context }) => {
  await ownShopperAddress(context);
  await context.addInitScript(() => localStorage.setItem('promoPopupShownAt', String(Date.now())));
});

interface Product {
  slug: string;
  qtde_disponivel: number;
  mostrar_preco: boolean;
  tem_medida: boolean;
}

/** The shopper comes back to the checkout tab: the cart is read again, as a browser does on visibility. */
async function backTo(page: Page) {
  await page.bringToFront();
  await page.evaluate(() => {
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
  });
}

/** A Paraguayan with one unit in the cart, on /checkout with home delivery chosen; a second tab on the product. */
async function setUp(page: Page, baseURL: string) {
  await registerCustomer(page, baseURL, 'paraguayan', newEmail('quote'));
  const res = await page.request.get(`${API}/api/public/products?per_page=50&tem_estoque=1`);
  const product = ((await res.json()) as { data: Product[] }).data.find(
    (p) => p.qtde_disponivel >= 5 && p.mostrar_preco && p.tem_medida,
  )!;
  await page.goto(`/es-PY/produto/${product.slug}`);
  await page.getByTestId('product-add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/es-PY/checkout');
  const calc = page.getByTestId('shipping-calculator');
  const options = calc.getByTestId('shipping-options').getByRole('radio');
  await expect.poll(() => options.count()).toBeGreaterThanOrEqual(2);
  await options
    .filter({ hasNot: page.getByText('Retiro en tienda') })
    .first()
    .check();
  const shipping = page.getByTestId('order-summary').getByTestId('checkout-shipping');
  await expect(shipping).toHaveText(/^G\$ [1-9]/);
  const other = await page.context().newPage();
  await other.goto(`/es-PY/produto/${product.slug}`);
  return { shipping: (await shipping.textContent())!, other };
}

/** Adds one more unit in the other tab, as the shopper would there. */
async function addInOtherTab(other: Page) {
  await other.bringToFront();
  await other.getByTestId('product-add-to-cart').click();
  await expect(other.getByTestId('cart-count')).toHaveText('2');
}

async function payByCard(page: Page) {
  const step = page.getByTestId('payment-step');
  await step
    .getByRole('radio', { name: /Tarjeta/ })
    .first()
    .check();
  await step.getByRole('button', { name: 'Ir al pago' }).click();
  await page.waitForURL(PAGOPAR_PAGE);
}

test('a cart changed in another tab while choosing shipping is quoted again before continuing', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { shipping, other } = await setUp(page, baseURL!);
  await addInOtherTab(other);
  await backTo(page);
  const summary = page.getByTestId('order-summary');
  await expect(summary.getByTestId('checkout-count')).toHaveText('(2 artículos)');
  // The second unit costs more to deliver: the new quote is on screen, and continue takes it.
  await expect(summary.getByTestId('checkout-shipping')).not.toHaveText(shipping);
  await expect(summary.getByTestId('checkout-shipping')).toHaveText(/^G\$ [1-9]/);
  await page.getByTestId('checkout-continue').click();
  await payByCard(page);
});

test('a cart changed in another tab while on the payment step sends the shopper back to the new quote, then pays', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { shipping, other } = await setUp(page, baseURL!);
  await page.getByTestId('checkout-continue').click();
  await expect(page.getByTestId('payment-step')).toBeVisible();
  await addInOtherTab(other);
  await backTo(page);
  // Back on step 1 with a notice, the shipping recalculated for two units.
  await expect(page.getByText('Su carrito cambió o el envío calculado venció')).toBeVisible();
  await expect(page.getByTestId('payment-step')).toHaveCount(0);
  const summary = page.getByTestId('order-summary');
  await expect(summary.getByTestId('checkout-count')).toHaveText('(2 artículos)');
  await expect(summary.getByTestId('checkout-shipping')).not.toHaveText(shipping);
  await page.getByTestId('checkout-continue').click();
  await payByCard(page);
  await expect(page.getByText('El envío cambió o expiró')).toHaveCount(0);
});
