import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { ownShopperAddress, type Kind } from './support/accounts';
import { toPaymentStep } from './support/checkout';
import { API, EBANX, EBANX_PAGE, expect, PAGOPAR_PAGE, screenshots, test } from './support/fixtures';
import { answerStepUp, signInOwner } from './support/staff';
import { cdcIsValid } from '../../server/adapters/sifen/cdc';
import { qrHashIsValid } from '../../server/adapters/sifen/qr';
import { verifyDocument } from '../../server/adapters/sifen/sign';
import { xsdErrors } from '../../server/test/sifen-xsd';

/*
 * Electronic invoices (issue 27) with SIFEN configured against the local double (HTTPS, mutual TLS; see
 * playwright.config.ts): a Paraguayan with RUC pays through Pagopar (es-PY) and a Brazilian through EBANX (pt-BR);
 * the background sender gets each order's invoice approved; the shopper downloads the KuDE (PDF) and the signed XML
 * from the order page; the owner refunds the order in the back office and the credit note shows there, approved,
 * and on the shopper's order page.
 */
const shot = screenshots('test-results/invoice-shots');

interface Product {
  id: number;
  slug: string;
  qtde_disponivel: number;
  mostrar_preco: boolean;
  tem_medida: boolean;
}

/** Registers, puts one product in the cart and goes through /checkout step 1 to the payment step. */
async function checkout(page: Page, request: APIRequestContext, baseURL: string, kind: Kind) {
  const res = await request.get(`${API}/api/public/products?per_page=50&tem_estoque=1`);
  // Not the first product the other journeys buy: one further down the list.
  const product = ((await res.json()) as { data: Product[] }).data
    .filter((p) => p.qtde_disponivel >= 5 && p.mostrar_preco && p.tem_medida)
    .at(-2)!;
  return toPaymentStep(page, baseURL, kind, product.slug, 'invoice');
}

/** The order page's invoice panel once SET (the double) approved it; the number it shows. */
async function approvedInvoice(page: Page, words: { approved: RegExp }) {
  const panel = page.getByTestId('order-invoice');
  // The page asks again every 15 s while pending; a reload is what a shopper who waits would do.
  await expect
    .poll(
      async () => {
        await page.reload();
        await panel.waitFor({ timeout: 10_000 }).catch(() => undefined);
        return panel.getAttribute('data-status').catch(() => null);
      },
      { timeout: 40_000, intervals: [1000, 2000] },
    )
    .toBe('approved');
  await expect(panel.getByRole('status')).toHaveText(words.approved);
  return /\d{3}-\d{3}-\d{7}/.exec((await panel.getByRole('status').textContent())!)![0];
}

/** Downloads the KuDE and the XML as the shopper would: a PDF, and the signed XML with the CDC. */
async function downloads(page: Page) {
  const panel = page.getByTestId('order-invoice');
  const get = async (testId: string) => {
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByTestId(testId).click()]);
    return readFileSync((await download.path())!);
  };
  const pdf = await get('invoice-pdf');
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const xml = (await get('invoice-xml')).toString('utf8');
  const cdc = /<DE Id="([0-9]{44})"/.exec(xml)?.[1];
  expect(cdc, 'the XML names its CDC').toMatch(/^01800695631001001\d{27}$/);
  // Signed (XMLDSig, the DE referenced by its CDC), with the QR that carries it.
  expect(xml).toContain(`<Reference URI="#${cdc}">`);
  expect(xml).toMatch(/<SignatureValue>[A-Za-z0-9+/=\s]{100,}<\/SignatureValue>/);
  expect(xml).toContain(`Id=${cdc}`);
  // Issue 27 "done when": the XML passes SET's XSDs (xmllint), its signature verifies with the run's store
  // certificate, the CDC's check digit and the QR's hash (with the configured CSC) hold.
  expect(xsdErrors(xml)).toEqual([]);
  const certificate = readFileSync(path.resolve('.data/e2e/sifen-certs/store-cert.pem'), 'utf8');
  expect(verifyDocument(xml, certificate)).toBe(true);
  expect(cdcIsValid(cdc!)).toBe(true);
  const qr = /<dCarQR>([^<]+)<\/dCarQR>/.exec(xml)![1].replaceAll('&amp;', '&');
  expect(qrHashIsValid(qr, 'ABCD0000000000000000000000000000')).toBe(true);
  return cdc!;
}

/** The owner refunds the order in the back office; its credit note shows there, approved by SET. */
async function refundInOffice(page: Page, orderNumber: number) {
  await page.goto(`/admin/pedidos/${orderNumber}`);
  await expect(page.getByTestId('order-status')).toHaveText('Pago');
  const docs = page.getByTestId('admin-invoice');
  await expect(docs).toHaveCount(1);
  await expect(docs.first()).toContainText('Fatura');
  await expect(docs.first().getByTestId('admin-invoice-status')).toHaveText('Aprovada');
  // Within SET's 48 hours an approved invoice may be cancelled; once a credit note credits it, no longer.
  const cancelAtSet = page.getByRole('button', { name: 'Cancelar na SET' });
  await expect(cancelAtSet).toBeVisible();
  await page.getByRole('button', { name: 'Estornar' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Sim, estornar/ })
    .click();
  const secret = readFileSync(path.resolve('.data/e2e/staff-owner-secret.txt'), 'utf8').trim();
  await answerStepUp(page, secret);
  await expect(page.getByTestId('order-status')).toHaveText('Estornado');
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(docs.first()).toBeVisible();
        return docs.allTextContents();
      },
      { timeout: 30_000, intervals: [1000, 2000] },
    )
    .toEqual([expect.stringContaining('Fatura'), expect.stringMatching(/Nota de crédito.*Aprovada/)]);
  await expect(cancelAtSet).toHaveCount(0);
  await shot(page, 'office-credit-note');
}

const orderNumber = async (page: Page, externalId: string) => {
  const token = (await page.context().cookies()).find((c) => c.name === 'session')!.value;
  const res = await page.request.get(`${API}/ecom/venda/pedidos/${externalId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { pedido: number } | { data: { pedido: number } };
  return 'data' in body ? body.data.pedido : body.pedido;
};

test.describe.configure({ mode: 'serial' });

test('a Paraguayan with RUC and a Brazilian pay; invoices approved, KuDE and XML download; refunds make credit notes', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const refunds: { shopper: Page; number: number; kind: Kind }[] = [];

  // A Paraguayan with RUC (B2B), in Spanish, pays by card through Pagopar.
  const py = await browser.newContext({ locale: 'es-PY', viewport: { width: 390, height: 844 } });
  await ownShopperAddress(py);
  const pyPage = await py.newPage();
  const pyStep = await checkout(pyPage, pyPage.request, baseURL!, 'paraguayan');
  await pyStep.getByRole('radio', { name: /Tarjeta de crédito o débito/ }).check();
  await pyStep.getByRole('button', { name: 'Ir al pago' }).click();
  await pyPage.waitForURL(PAGOPAR_PAGE);
  await pyPage.locator('button[value="approve"]').click();
  await expect(pyPage.getByRole('heading', { name: '¡Felicitaciones! Pago confirmado.' })).toBeVisible({
    timeout: 30_000,
  });
  await pyPage.goto('/es-PY/pedidos');
  await pyPage.getByTestId('order-list').getByRole('link').first().click();
  await pyPage.waitForURL(/\/es-PY\/pedido\/[0-9a-f-]{36}$/);
  const pyNumber = await approvedInvoice(pyPage, {
    approved: /^Factura \d{3}-\d{3}-\d{7} aprobada por la SET\.$/,
  });
  await expect(
    pyPage.getByTestId('order-invoice').getByRole('link', { name: 'Descargar KuDE (PDF)' }),
  ).toBeVisible();
  await shot(pyPage, 'py-invoice-approved');
  await downloads(pyPage);
  refunds.push({
    shopper: pyPage,
    number: await orderNumber(pyPage, pyPage.url().split('/').pop()!),
    kind: 'paraguayan',
  });

  // A Brazilian, in Portuguese, pays by PIX through EBANX.
  const br = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
  await ownShopperAddress(br);
  const brPage = await br.newPage();
  const brStep = await checkout(brPage, brPage.request, baseURL!, 'brazilian');
  await brStep.getByRole('radio', { name: /^PIX/ }).check();
  await brStep.getByRole('button', { name: 'Ir para o pagamento' }).click();
  await brPage.waitForURL(/\/checkout\/payment\?pagamento=/);
  const paid = await brPage.request.post(`${EBANX}/__control/pay`, {
    data: { merchant_payment_code: new URL(brPage.url()).searchParams.get('pagamento') },
  });
  expect(paid.ok()).toBe(true);
  await expect(brPage.getByRole('heading', { name: 'Parabéns! Pagamento confirmado.' })).toBeVisible({
    timeout: 30_000,
  });
  await brPage.goto('/pedidos');
  await brPage.getByTestId('order-list').getByRole('link').first().click();
  await brPage.waitForURL(/\/pedido\/[0-9a-f-]{36}$/);
  const brNumber = await approvedInvoice(brPage, {
    approved: /^Fatura \d{3}-\d{3}-\d{7} autorizada pela SET\.$/,
  });
  expect(brNumber).not.toBe(pyNumber);
  await expect(
    brPage.getByTestId('order-invoice').getByRole('link', { name: 'Baixar KuDE (PDF)' }),
  ).toBeVisible();
  await shot(brPage, 'br-invoice-approved');
  await downloads(brPage);
  refunds.push({
    shopper: brPage,
    number: await orderNumber(brPage, brPage.url().split('/').pop()!),
    kind: 'brazilian',
  });
  // EBANX's hosted page is not needed for PIX: it is paid from our own page.
  expect(brPage.url()).not.toMatch(EBANX_PAGE);

  // The owner refunds both in the back office: each gets its credit note, approved, seen by the shopper too.
  const office = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInOwner(office);
  for (const { shopper, number, kind } of refunds) {
    await refundInOffice(office, number);
    await shopper.reload();
    await expect(shopper.getByTestId('order-credit-note')).toHaveText(
      kind === 'brazilian'
        ? /^Nota de crédito \d{3}-\d{3}-\d{7}: autorizada/
        : /^Nota de crédito \d{3}-\d{3}-\d{7}: aprobada/,
    );
  }
  await shot(pyPage, 'py-credit-note');
  await shot(brPage, 'br-credit-note');

  // The manager's tools around invoices, looked at (not used: the journeys share one series): the IVA rate in the
  // product editor, and the inutilización form, at 1280 and 390 px.
  await office.goto(`/admin/catalogo/${await firstProductId(office)}`);
  await expect(office.getByLabel('IVA na fatura (Paraguai)')).toHaveValue(/^(10|5|exento)$/);
  await shot(office, 'office-product-vat');
  await office.goto('/admin/faturas');
  await expect(
    office.getByRole('heading', { name: 'Inutilizar números não emitidos (SIFEN)' }),
  ).toBeVisible();
  await expect(office.getByRole('button', { name: 'Inutilizar…' })).toBeVisible();
  await shot(office, 'office-invoice-numbers');
  await office.setViewportSize({ width: 390, height: 844 });
  await shot(office, 'office-invoice-numbers');
});

const firstProductId = async (page: Page) => {
  const res = await page.request.get(`${API}/api/public/products?per_page=1`);
  return ((await res.json()) as { data: { id: number }[] }).data[0].id;
};
