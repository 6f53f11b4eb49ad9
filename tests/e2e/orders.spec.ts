import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { newEmail, registerCustomer, type Kind } from './support/accounts';
import { API, axe, EBANX, EBANX_PAGE, expect, PAGOPAR_PAGE, screenshots, test } from './support/fixtures';
import { E2E_PORTS } from './support/ports';

/*
 * Orders and payment in the browser (issue 8, storefront half; issue 22, real providers): /checkout step 1 (store
 * pickup, home delivery, a pickup point) and step 2 (the configured provider's methods), the provider — Pagopar for
 * Paraguayans, EBANX for Brazilians, both local doubles started by playwright.config.ts — then /checkout/payment
 * polling until the provider's notification completes the order, a decline and a retry, the order list and detail
 * with the pickup code, the printed ticket and the /success receipt, in both languages, at 390 and 1280 px, with axe
 * on every page of ours.
 */

const SHOTS = 'test-results/orders-shots';
const shot = screenshots(SHOTS);

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    // The print dialog would block a headless run: count calls instead, and emulate print media in the test.
    window.print = () => {
      (window as unknown as { printed: number }).printed =
        ((window as unknown as { printed?: number }).printed ?? 0) + 1;
    };
  });
});

interface Product {
  id: number;
  slug: string;
  qtde_disponivel: number;
  mostrar_preco: boolean;
  tem_medida: boolean;
}

type Delivery = 'pickup-in-store' | 'home-delivery' | 'pickup-point';

/**
 * A registered shopper puts a product in the cart on its page and goes through the real /checkout: step 1 chooses
 * shipping the way the buyer kind can (a Brazilian picks a store pickup point; a Paraguayan takes home delivery to
 * the registered address or a pickup point), continue opens step 2, where the test goes on.
 */
async function toPaymentStep(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  kind: Kind,
  delivery: Delivery,
) {
  const prefix = kind === 'brazilian' ? '' : '/es-PY';
  await registerCustomer(page, baseURL, kind, newEmail(`orders-${kind}`));
  const res = await request.get(`${API}/api/public/products?per_page=50&tem_estoque=1`);
  const product = ((await res.json()) as { data: Product[] }).data.find(
    (p) => p.qtde_disponivel >= 5 && p.mostrar_preco && p.tem_medida,
  )!;
  await page.goto(`${prefix}/produto/${product.slug}`);
  await page.getByTestId('product-add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto(`${prefix}/checkout`);

  const calc = page.getByTestId('shipping-calculator');
  const points = calc.getByTestId('pickup-points');
  const options = calc.getByTestId('shipping-options').getByRole('radio');
  if (delivery === 'pickup-in-store') {
    await expect(points).toBeVisible();
    await points.getByLabel('Estado').selectOption({ index: 1 });
  } else {
    await expect(calc.getByTestId('checkout-addresses').getByRole('radio')).toBeChecked();
    await expect.poll(() => options.count()).toBeGreaterThanOrEqual(2);
    if (delivery === 'home-delivery')
      await options
        .filter({ hasNot: page.getByText('Retiro en tienda') })
        .first()
        .check();
    else await calc.getByRole('radio', { name: /Retiro en tienda/ }).check();
  }
  if (delivery !== 'home-delivery') await points.getByRole('radio').first().check();
  await expect(page.getByTestId('checkout-continue')).toBeEnabled();
  const shipping = (await page.getByTestId('checkout-shipping').textContent())!;
  const total = (await page.getByTestId('checkout-total').textContent())!;
  await page.getByTestId('checkout-continue').click();
  const step = page.getByTestId('payment-step');
  await expect(
    step.getByRole('heading', { name: kind === 'brazilian' ? 'Pagamento' : 'Pago' }),
  ).toBeVisible();
  // Step 2 shows what the shopper is about to pay: the item count, step 1's shipping (named) and the same total.
  const summary = page.getByTestId('order-summary');
  await expect(summary.getByTestId('checkout-count')).toHaveText(
    kind === 'brazilian' ? '(1 item)' : '(1 artículo)',
  );
  await expect(summary.getByTestId('checkout-shipping')).toHaveText(shipping);
  if (delivery === 'home-delivery')
    await expect(summary.getByTestId('checkout-shipping')).toHaveText(/^G\$ [1-9]/);
  else
    await expect(summary.getByTestId('checkout-shipping')).toHaveText(
      kind === 'brazilian' ? 'Grátis' : 'Gratis',
    );
  await expect(summary.getByTestId('checkout-shipping-label')).toHaveText(
    delivery === 'home-delivery' ? /\S/ : kind === 'brazilian' ? /^Retirada: .+/ : /^Retiro: .+/,
  );
  await expect(summary.getByTestId('checkout-total')).toHaveText(total);
  await expect(summary.getByTestId('checkout-total')).toHaveText(kind === 'brazilian' ? /^U\$ / : /^G\$ /);
  return step;
}

/** Prints the ticket: the button marks the page, print media shows the ticket alone. */
async function printTicket(page: Page, button: RegExp, name: string) {
  await page.getByRole('button', { name: button }).click();
  expect(await page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
  await expect(page.locator('html')).toHaveAttribute('data-print', 'ticket');
  await page.emulateMedia({ media: 'print' });
  const ticket = page.getByTestId('order-ticket');
  await expect(ticket).toBeVisible();
  await expect(page.locator('#main')).toBeHidden();
  await shot(page, name);
  // What the print dialog would save: one A4 sheet (its @page size honoured), the ticket and nothing else.
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
  writeFileSync(`${SHOTS}/${name}-${page.viewportSize()?.width ?? 0}.pdf`, pdf);
  const pdfText = pdf.toString('latin1');
  expect(pdfText.match(/\/Type\s*\/Page(?!s)/g)?.length, 'pages in the printed ticket').toBe(1);
  const [, w, h] = pdfText.match(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/) ?? [];
  expect([Math.round(Number(w)), Math.round(Number(h))], 'A4 in points').toEqual([595, 842]);
  await page.emulateMedia({ media: 'screen' });
  await expect(ticket).toBeHidden();
  return ticket;
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('a Brazilian pays with PIX and store pickup: pickup code, ticket, order list and detail, receipt', async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const step = await toPaymentStep(page, request, baseURL!, 'brazilian', 'pickup-in-store');
      const go = step.getByRole('button', { name: 'Ir para o pagamento' });
      await expect(go).toBeDisabled();
      // Spec §1: a Brazilian's methods only.
      await expect(step.getByRole('radio')).toHaveCount(3);
      await expect(step.getByRole('radio', { name: /Pasarela|Gateway/ })).toHaveCount(0);
      await step.getByRole('radio', { name: /^PIX/ }).check();
      await expect(go).toBeEnabled();
      await axe(page);
      await shot(page, 'br-payment-step');

      await go.click();
      // EBANX's PIX is paid from our own payment page: the QR and the copy-and-paste code while it waits.
      await page.waitForURL(/\/checkout\/payment\?pagamento=/);
      await expect(page.getByTestId('pix-code')).toHaveValue(/br\.gov\.bcb\.pix/);
      await expect(page.getByRole('img', { name: 'QR Code do PIX' })).toBeVisible();
      await expect(page.getByTestId('payment-instructions')).toContainText('Valor em reais: R$');
      await axe(page);
      await shot(page, 'br-payment-pix');
      // The shopper pays in their bank app; EBANX notifies the store, which asks EBANX and completes the order.
      const paid = await request.post(`${EBANX}/__control/pay`, {
        data: { merchant_payment_code: new URL(page.url()).searchParams.get('pagamento') },
      });
      expect(paid.ok()).toBe(true);

      expect(new URL(page.url()).pathname).toBe('/checkout/payment');
      // Going to payment kept the payment id and forgot the cart the API closed.
      expect(
        await page.evaluate(() => [
          localStorage.getItem('paymentExternalId'),
          localStorage.getItem('ex_cart'),
          localStorage.getItem('shippingData'),
        ]),
      ).toEqual([new URL(page.url()).searchParams.get('pagamento'), null, null]);
      const code = page.getByTestId('pickup-code');
      await expect(code).toHaveText(/^[A-HJ-NP-Z2-9]{6}$/, { timeout: 30_000 });
      const pickupCode = (await code.textContent())!;
      await expect(page.getByRole('heading', { name: 'Parabéns! Pagamento confirmado.' })).toBeVisible();
      // Store pickup: the code is collected at the store.
      await expect(page.locator('#main')).toContainText('Código de retirada');
      // Where and when to collect it: the point's address (a line of its own) and opening hours.
      const place = page.getByTestId('pickup-place');
      await expect(place).toContainText(/Retirada: .+/);
      await expect(place).toContainText(/Horário: .+/);
      const address = (await place.locator('p').nth(1).textContent())!;
      expect(address.length).toBeGreaterThan(10);
      await axe(page);
      await shot(page, 'br-payment-paid');
      const ticket = await printTicket(page, /Imprimir ticket/, 'br-payment-ticket');
      await expect(ticket).toContainText(pickupCode);
      await expect(ticket).toContainText('Código de retirada');
      await expect(ticket.getByTestId('ticket-pickup-place')).toContainText(`Endereço de retirada${address}`);
      await expect(ticket).toContainText('Guarde este ticket.');

      await page.getByRole('link', { name: 'Ver meus pedidos' }).click();
      await page.waitForURL('**/perfil/meus-pedidos');
      const rows = page.getByTestId('order-list').getByRole('link');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(/de \w+ de 20\d\d/);
      await expect(rows.first()).toContainText('U$ ');
      await expect(rows.first()).toContainText('Pago');
      await axe(page);
      await shot(page, 'br-account-orders');

      await page.goto('/pedidos');
      await expect(rows).toHaveCount(1);
      await axe(page);
      await shot(page, 'br-orders');
      await rows.first().click();
      await page.waitForURL(/\/pedido\/[0-9a-f-]{36}$/);
      const orderId = page.url().split('/').pop()!;
      await expect(page.getByTestId('pickup-code')).toHaveText(pickupCode);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Pedido nº');
      await expect(page.getByText('Pagar agora')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Voltar aos pedidos' })).toBeVisible();
      await axe(page);
      await shot(page, 'br-order-detail');
      await printTicket(page, /Imprimir ticket/, 'br-order-ticket');

      await page.goto(`/success?pedido=${orderId}`);
      await expect(page.getByRole('link', { name: 'Ir para o Painel' })).toHaveAttribute('href', '/perfil');
      await expect(page.getByRole('button', { name: 'Baixar Comprovante' })).toBeVisible();
      await axe(page);
      await shot(page, 'br-success');
      const receipt = await printTicket(page, /Baixar Comprovante/, 'br-success-receipt');
      await expect(receipt).toContainText('Comprovante de pedido');
      await expect(receipt).toContainText(pickupCode);
      // The receipt's footer names what it is.
      await expect(receipt).toContainText('Guarde este comprovante.');
      await expect(receipt).not.toContainText('Guarde este ticket');
      await expect(receipt.getByTestId('ticket-pickup-place')).toContainText(address);
    });

    test('a Paraguayan is declined, pays again and sees the order in Spanish', async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const step = await toPaymentStep(page, request, baseURL!, 'paraguayan', 'home-delivery');
      // Pagopar's methods: the spec's Paraguayan list but the store's own POS terminal.
      await expect(step.getByRole('radio')).toHaveCount(6);
      await expect(step.getByRole('radio', { name: /^PIX/ })).toHaveCount(0);
      await step.getByRole('radio', { name: /Tarjeta de crédito o débito/ }).check();
      await axe(page);
      await shot(page, 'py-payment-step');
      await step.getByRole('button', { name: 'Ir al pago' }).click();

      await page.waitForURL(PAGOPAR_PAGE);
      // Step 2's card choice is preselected on Pagopar's checkout (forma_pago 9: Bancard).
      expect(new URL(page.url()).searchParams.get('forma_pago')).toBe('9');
      await page.locator('button[value="decline"]').click();
      // Pagopar returns to the result page configured in its dashboard; the page polls the payment it kept.
      await page.waitForURL(/\/es-PY\/checkout\/payment$/);
      const firstPayment = await page.evaluate(() => localStorage.getItem('paymentExternalId'));
      expect(firstPayment).toMatch(/^[0-9a-f-]{36}$/);
      await expect(
        page.getByRole('heading', { name: 'El pago fue rechazado. Puede intentar pagar de nuevo.' }),
      ).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('link', { name: 'Hablar con la tienda por WhatsApp' })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\//,
      );
      await axe(page);
      await shot(page, 'py-payment-declined');

      await page.getByRole('button', { name: 'Pagar de nuevo' }).click();
      await page.waitForURL(PAGOPAR_PAGE);
      await page.locator('button[value="approve"]').click();
      await page.waitForURL(/\/es-PY\/checkout\/payment$/);
      // Paying again made a new payment (a new Pagopar order), and the page polls that one.
      const secondPayment = await page.evaluate(() => localStorage.getItem('paymentExternalId'));
      expect(secondPayment).toMatch(/^[0-9a-f-]{36}$/);
      expect(secondPayment).not.toBe(firstPayment);
      const code = page.getByTestId('pickup-code');
      await expect(code).toHaveText(/^[A-HJ-NP-Z2-9]{6}$/, { timeout: 30_000 });
      const pickupCode = (await code.textContent())!;
      await expect(page.getByRole('heading', { name: '¡Felicitaciones! Pago confirmado.' })).toBeVisible();
      // Home delivery: the code is handed over at the door, on the payment page and its ticket alike.
      await expect(page.locator('#main')).toContainText('Código de entrega');
      await expect(page.locator('#main')).not.toContainText('Código de retiro');
      await axe(page);
      await shot(page, 'py-payment-paid');
      const paidTicket = await printTicket(page, /Imprimir ticket/, 'py-payment-ticket');
      await expect(paidTicket).toContainText(pickupCode);
      await expect(paidTicket).toContainText('Código de entrega');
      await expect(paidTicket).not.toContainText('Código de retiro');

      await page.goto('/es-PY/pedidos');
      const rows = page.getByTestId('order-list').getByRole('link');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('G$ ');
      await expect(rows.first()).toContainText(/de noviembre de 20\d\d|de \w+ de 20\d\d/);
      await expect(rows.first()).toContainText('Pagado');
      await axe(page);
      await shot(page, 'py-orders');
      await rows.first().click();
      await expect(page.getByTestId('pickup-code')).toHaveText(pickupCode);
      await expect(page.locator('#main').getByText('Envío', { exact: true })).toBeVisible();
      // A home delivery's code is handed over at the door, not at a store counter.
      await expect(page.locator('#main')).toContainText('Indique este código a quien le entregue el pedido.');
      await expect(page.locator('#main')).not.toContainText('Presente este código en la tienda');
      // The retry's payment is the one shown, not the declined first one.
      await expect(page.locator('#main').getByText('Pagado')).toHaveCount(2);
      await expect(page.locator('#main').getByText('Rechazado')).toHaveCount(0);
      await axe(page);
      await shot(page, 'py-order-detail');
      const ticket = await printTicket(page, /Imprimir ticket/, 'py-order-ticket');
      await expect(ticket).toContainText('Ticket del pedido');
      await expect(ticket).toContainText('Código de entrega');
    });

    test('a Paraguayan pays by QR and picks the order up at a pickup point', async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const step = await toPaymentStep(page, request, baseURL!, 'paraguayan', 'pickup-point');
      const point = JSON.parse(
        (await page.evaluate(() => localStorage.getItem('selectedShippingDetails')))!,
      ) as { pickupPointId: number };
      expect(point.pickupPointId).toBeGreaterThan(0);
      await step.getByRole('radio', { name: /^QR/ }).check();
      await step.getByRole('button', { name: 'Ir al pago' }).click();
      await page.waitForURL(PAGOPAR_PAGE);
      expect(new URL(page.url()).searchParams.get('forma_pago')).toBe('24');
      await page.locator('button[value="approve"]').click();
      await page.waitForURL(/\/es-PY\/checkout\/payment$/);
      const code = page.getByTestId('pickup-code');
      await expect(code).toHaveText(/^[A-HJ-NP-Z2-9]{6}$/, { timeout: 30_000 });
      const pickupCode = (await code.textContent())!;
      // Collected at a pickup point: a pickup code.
      await expect(page.locator('#main')).toContainText('Código de retiro');
      await expect(page.locator('#main')).not.toContainText('Código de entrega');

      await page.getByRole('link', { name: /Ver mis pedidos/ }).click();
      await page.getByTestId('order-list').getByRole('link').first().click();
      await page.waitForURL(/\/es-PY\/pedido\/[0-9a-f-]{36}$/);
      await expect(page.getByTestId('pickup-code')).toHaveText(pickupCode);
      // Picked up, not delivered: the detail names the pickup point.
      await expect(page.locator('#main').getByText(/^Retiro: /)).toBeVisible();
      // ...and where and when to go: its address and opening hours.
      await expect(page.getByTestId('pickup-place').locator('p')).toHaveCount(4);
      await expect(page.getByTestId('pickup-place')).toContainText(/Horario: .+/);
      await axe(page);
      await shot(page, 'py-order-pickup-point');

      // The store refunds it (issue 22): `npm run order:refund` asks the running API, signed with its APP_SECRET
      // (playwright.config.ts makes it per run and keeps it in E2E_APP_SECRET); Pagopar reverses the payment; the order is refunded and its code void.
      const orderId = page.url().split('/').pop()!;
      const refund = spawnSync(
        'node_modules/.bin/tsx',
        ['server/cli/refund-order.ts', orderId, '--by', 'e2e'],
        {
          encoding: 'utf8',
          env: {
            ...process.env,
            APP_SECRET: process.env.E2E_APP_SECRET,
            API_PUBLIC_URL: API,
            API_PORT: String(E2E_PORTS.api),
          },
        },
      );
      expect(refund.status, refund.stderr + refund.stdout).toBe(0);
      expect(refund.stdout).toMatch(/refunded \(G\$ [\d.]+\) through pagopar/);
      await page.reload();
      await expect(page.locator('#main')).toContainText('Reembolsado');
      await expect(page.getByTestId('pickup-code')).toHaveCount(0);
      await shot(page, 'py-order-refunded');
    });

    test("pay-now on an unpaid order opens its payment page; another customer's order is not found", async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const step = await toPaymentStep(page, request, baseURL!, 'brazilian', 'pickup-in-store');
      await step.getByRole('radio', { name: /^Cartão de crédito/ }).check();
      await step.getByRole('button', { name: 'Ir para o pagamento' }).click();
      // Card data is typed on EBANX's own page, never on ours.
      await page.waitForURL(EBANX_PAGE);
      const hosted = page.url();

      // Leave the hosted page unpaid: the order waits for payment and offers pay-now.
      await page.goto('/pedidos');
      await expect(page.getByTestId('order-list').getByRole('link').first()).toContainText(
        'Aguardando pagamento',
      );
      await page.getByTestId('order-list').getByRole('link').first().click();
      await expect(
        page.getByText('O código de retirada aparece aqui quando o pagamento for confirmado.'),
      ).toBeVisible();
      const orderUrl = page.url();
      await axe(page);
      await shot(page, 'br-order-unpaid');
      // No receipt for an order that is not paid.
      await page.goto(`/success?pedido=${orderUrl.split('/').pop()}`);
      await expect(page.getByText('Pagamento ainda não identificado.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Baixar Comprovante' })).toHaveCount(0);
      await page.goBack();
      await page.getByRole('button', { name: 'Pagar agora' }).click();
      await page.waitForURL(hosted);

      // A second shopper sees "no details" for the first one's order, not its contents.
      await page.context().clearCookies();
      await registerCustomer(page, baseURL!, 'brazilian', newEmail('orders-other'));
      await page.goto(orderUrl);
      await expect(page.getByText('Nenhum detalhe encontrado para este pedido.')).toBeVisible();
      await expect(page.getByTestId('pickup-code')).toHaveCount(0);
    });
  });
}

test('order pages need a login and are never indexed', async ({ page }) => {
  for (const path of ['/pedidos', '/checkout/payment', '/success', `/pedido/${randomUUID()}`]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login\?redirect=/);
  }
  const res = await page.request.get('/pedidos', { maxRedirects: 0 });
  expect(res.status()).toBeGreaterThanOrEqual(300);
});

test('the payment page without a payment id says so', async ({ page, baseURL }) => {
  await registerCustomer(page, baseURL!, 'brazilian', newEmail('orders-nopay'));
  await page.goto('/checkout/payment');
  await expect(
    page.getByRole('heading', {
      name: 'Pagamento não informado. Abra o pagamento a partir dos seus pedidos.',
    }),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect((await page.request.get('/checkout/payment')).headers()['cache-control']).toContain('no-store');
  await axe(page);
});
