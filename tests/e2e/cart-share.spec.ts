import { signInOwner, checkPage } from './support/staff';
import { expect, screenshots, test } from './support/fixtures';

// Issue 28 point 2: a shopper sends their cart; a second browser opening the link gets the same lines; a seller
// opens it in the back office.
const shot = screenshots('test-results/cart-share');

// Not yet seen passing: on 28 Nov (load ~2.5) the first add's cart panel never showed share-cart within 10 s
// (line 26); see the trace under test-results/cart-share-*. Drop .fixme once it has passed twice.
test.fixme('es-PY: send my cart to a seller, a second browser takes the lines, the seller sees them', async ({
  page,
  context,
  browser,
  catalogue,
  checkA11y,
}) => {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>wa</title>' }),
  );
  const a = await catalogue.sellable();
  const b = await catalogue.sellable([a.id]);
  await page.goto(`/es-PY/produto/${a.slug}`);
  await page
    .getByRole('button', { name: /Agregar al carrito/ })
    .first()
    .click();
  // The add opens the cart panel (a modal dialog): close it before the next page.
  await expect(page.getByTestId('share-cart')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto(`/es-PY/produto/${b.slug}`);
  await page
    .getByRole('button', { name: /Agregar al carrito/ })
    .first()
    .click();
  const share = page.getByTestId('share-cart');
  await expect(share).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, 'cart-panel', false);
  }
  const [popup] = await Promise.all([context.waitForEvent('page'), share.click()]);
  await expect.poll(() => popup.url()).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  const text = new URL(popup.url()).searchParams.get('text')!;
  expect(text).toMatch(/^¡Hola! Quiero comprar este carrito:\n• 1 × /);
  expect(text).toContain(a.nome);
  expect(text).toContain(b.nome);
  expect(text).toMatch(/2 unidades, total G\$ [\d.]+\./);
  const link = /(https?:\/\/\S+\/es-PY\/c\/([A-Za-z0-9_-]{32}))\?utm_source=whatsapp/.exec(text)!;
  expect(link).not.toBeNull();
  const token = link[2];

  // Someone else, in a browser of their own.
  const other = await browser.newContext();
  await other.addInitScript(() => localStorage.setItem('promoPopupShownAt', String(Date.now())));
  const second = await other.newPage();
  await second.goto(`/es-PY/c/${token}`);
  await expect(second.getByTestId('shared-line')).toHaveCount(2);
  await checkA11y(second);
  for (const width of [390, 1280]) {
    await second.setViewportSize({ width, height: 900 });
    await shot(second, 'shared-cart-page');
  }
  await second.getByTestId('import-shared-cart').click();
  await expect(second.getByRole('status')).toContainText('los productos están en tu carrito');
  await second.goto('/es-PY/checkout');
  await expect(second.getByText(a.nome).first()).toBeVisible();
  await expect(second.getByText(b.nome).first()).toBeVisible();
  await other.close();

  // An altered link shows no cart.
  await page.goto(`/es-PY/c/${token.slice(0, 31)}${token[31] === 'A' ? 'B' : 'A'}`);
  await expect(page.getByTestId('shared-cart-gone')).toBeVisible();

  // The seller in the back office.
  const staff = await browser.newPage();
  await signInOwner(staff);
  await staff.goto('/admin/carrinho');
  await staff.getByLabel(/Link ou código do carrinho/).fill(link[1]);
  await staff.getByRole('button', { name: 'Abrir' }).click();
  await expect(staff.getByTestId('shared-cart-line')).toHaveCount(2);
  await expect(staff.getByTestId('shared-cart-customer')).toContainText('Sem conta');
  await checkPage(staff, 'test-results/cart-share', 'admin-shared-cart');
  await staff.close();
});
