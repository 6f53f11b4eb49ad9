import type { Page } from '@playwright/test';
import { toPaymentStep } from './support/checkout';
import { EBANX, expect, PAGOPAR_PAGE, test, WHATSAPP } from './support/fixtures';

/*
 * Issue 28 point 4's journey: order updates on WhatsApp, opt-in. The journeys' API sends them to a double of Meta's
 * Cloud API (tests/e2e/support/provider-doubles.ts, `GET /__sent`). A Brazilian who does not tick the box pays
 * (pt-BR, PIX): nothing is queued for them. A Paraguayan who ticks it pays (es-PY, Pagopar QR): the "paid" template
 * with their pickup code reaches the double, in Spanish. The sender works the queue in order, so once the
 * Paraguayan's message is there, a message for the Brazilian would have been too.
 */
interface Sent {
  to: string;
  name: string;
  lang: string;
  params: string[];
}
const sent = async (page: Page): Promise<Sent[]> =>
  (await (await page.request.get(`${WHATSAPP}/__sent`)).json()) as Sent[];

test('an opted-in shopper gets the paid message on WhatsApp, one who did not opt in gets none', async ({
  browser,
  baseURL,
  catalogue,
}) => {
  test.setTimeout(150_000);
  const product = await catalogue.find(
    (p) => p.mostrar_preco && p.tem_estoque && p.tem_medida && p.qtde_disponivel >= 5,
  );

  // pt-BR, no tick.
  const br = await (await browser.newContext()).newPage();
  const brStep = await toPaymentStep(br, baseURL!, 'brazilian', product.slug, 'zap');
  const brBox = brStep.getByRole('checkbox', {
    name: 'Quero receber as atualizações do pedido pelo WhatsApp (pago, pronto para retirar, enviado, reembolsado)',
  });
  await expect(brBox).toBeVisible();
  await expect(brBox).not.toBeChecked();
  await brStep.getByRole('radio', { name: /^PIX/ }).check();
  await brStep.getByRole('button', { name: 'Ir para o pagamento' }).click();
  await br.waitForURL(/\/checkout\/payment\?pagamento=/);
  const paid = await br.request.post(`${EBANX}/__control/pay`, {
    data: { merchant_payment_code: new URL(br.url()).searchParams.get('pagamento') },
  });
  expect(paid.ok()).toBe(true);
  const brCode = br.getByTestId('pickup-code');
  await expect(brCode).toHaveText(/^[A-HJ-NP-Z2-9]{6}$/, { timeout: 30_000 });
  const brPickup = (await brCode.textContent())!;

  // es-PY, ticked.
  const py = await (await browser.newContext()).newPage();
  const pyStep = await toPaymentStep(py, baseURL!, 'paraguayan', product.slug, 'zap');
  await pyStep
    .getByRole('checkbox', {
      name: 'Quiero recibir las novedades del pedido por WhatsApp (pagado, listo para retirar, enviado, reembolsado)',
    })
    .check();
  await pyStep.getByRole('radio', { name: /^QR/ }).check();
  await pyStep.getByRole('button', { name: 'Ir al pago' }).click();
  await py.waitForURL(PAGOPAR_PAGE);
  await py.locator('button[value="approve"]').click();
  await py.waitForURL(/\/es-PY\/checkout\/payment$/);
  const pyCode = py.getByTestId('pickup-code');
  await expect(pyCode).toHaveText(/^[A-HJ-NP-Z2-9]{6}$/, { timeout: 30_000 });
  const pyPickup = (await pyCode.textContent())!;

  // The API's sender goes every few seconds.
  await expect
    .poll(async () => (await sent(py)).filter((m) => m.params[2] === pyPickup), { timeout: 30_000 })
    .toEqual([
      expect.objectContaining({
        to: '595983123456',
        name: 'loja_pedido_pago',
        lang: 'es',
        params: ['Luis', expect.stringMatching(/^\d{6,}$/), pyPickup],
      }),
    ]);
  expect((await sent(py)).filter((m) => m.params[2] === brPickup)).toEqual([]);
  await br.context().close();
  await py.context().close();
});
