import type { Browser, BrowserContext, Page } from '@playwright/test';
import { newEmail, ownShopperAddress, registerCustomer, type Kind } from './support/accounts';
import { EBANX_PAGE, expect, PAGOPAR_PAGE, test } from './support/fixtures';
import {
  activateStaff,
  checkPage,
  ES_ACTIVATION,
  ES_SIGN_IN,
  signInOwner,
  signInStaff,
} from './support/staff';

/**
 * Draft orders (issue 28 point 3, decision 0047) in a browser: a clerk the owner adds builds an order for a
 * registered customer on /admin/novo-pedido — the Paraguayan's home delivery to a saved address in the Spanish back
 * office, the Brazilian's store pickup (delivery not offered) in the Portuguese one — sends it and reads the payment
 * link and the wa.me link; the customer, signed in in a browser of their own, opens the link, reads what they pay
 * (address and shipping, or the pickup point), goes to their provider's page (Pagopar double for the Paraguayan,
 * EBANX double for the Brazilian) and pays; the back office's order shows it paid, its delivery and the clerk as
 * seller. The Spanish clerk then invites someone without an account: the link asks them to sign up with the
 * invited e-mail prefilled, and once signed in with it they pay. axe and screenshots at 390 and 1280 px.
 */
const SHOTS = process.env.DRAFT_SHOTS ?? 'test-results/draft';
const run = Date.now().toString(36);
const PASSWORD = 'Vendedor#Seguro-2026';

async function stubWhatsApp(context: BrowserContext) {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>wa</title>' }),
  );
}

/** The back office's words the journeys read, per staff language. */
const WORDS = {
  pt: {
    locale: 'pt-BR',
    title: 'Novo pedido',
    search: 'Buscar',
    choose: 'Escolher',
    add: 'Adicionar',
    qty: /^Qtde /,
    items: 'Itens',
    pickup: 'Retirada na loja',
    delivery: 'Entrega em domicílio',
    address: 'Endereço de entrega',
    quote: 'Calcular entrega ou retirada',
    pickupAt: /^Retirada em/,
    send: 'Enviar link de pagamento',
    sent: /Pedido enviado #\d+/,
    seller: 'Vendedor',
    paid: 'Pago',
    homeDelivery: /^Entrega em domicílio: /,
    notFound: 'Nenhum cliente encontrado.',
    name: 'Nome',
    phone: 'Telefone (WhatsApp)',
    startInvite: 'Começar pedido com convite',
    inviteSent: /Convite enviado/,
  },
  es: {
    locale: 'es-PY',
    title: 'Nuevo pedido',
    search: 'Buscar',
    choose: 'Elegir',
    add: 'Agregar',
    qty: /^Cant\. /,
    items: 'Ítems',
    pickup: 'Retiro en tienda',
    delivery: 'Entrega a domicilio',
    address: 'Dirección de envío',
    quote: 'Calcular envío o retiro',
    pickupAt: /^Retiro en/,
    send: 'Enviar enlace de pago',
    sent: /Pedido enviado #\d+/,
    seller: 'Vendedor',
    paid: 'Pagado',
    homeDelivery: /^Entrega a domicilio: /,
    notFound: 'Ningún cliente encontrado.',
    name: 'Nombre',
    phone: 'Teléfono (WhatsApp)',
    startInvite: 'Empezar pedido con invitación',
    inviteSent: /Invitación enviada/,
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

/**
 * The owner adds a clerk in the clerk's language; the clerk activates (password only) and signs in, in a browser
 * that asks for that language (Accept-Language: the back office's rule before the staff cookie): the signed-in page.
 */
async function clerkPage(browser: Browser, name: string, lang: 'pt' | 'es'): Promise<Page> {
  const email = `vendedor-${name.toLowerCase()}-${run}@loja.test`;
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInOwner(owner);
  await owner.goto('/admin/equipe');
  await owner.getByLabel('E-mail').fill(email);
  await owner.getByLabel('Nome').fill(`Vendedor ${name}`);
  await owner.locator('select[name="role"]').selectOption('clerk');
  await owner.locator('select[name="lang"]').selectOption(lang);
  await owner.getByRole('button', { name: 'Adicionar membro' }).click();
  await expect(owner.getByRole('cell', { name: email })).toBeVisible();
  const link = (await owner.getByTestId('setup-link').textContent())!.trim();
  await ownerContext.close();
  const context = await browser.newContext({ locale: WORDS[lang].locale });
  await stubWhatsApp(context);
  const page = await context.newPage();
  const spanish = lang === 'es';
  expect(await activateStaff(page, link, PASSWORD, spanish ? ES_ACTIVATION : undefined)).toBe('');
  await signInStaff(page, email, PASSWORD, '', spanish ? ES_SIGN_IN : undefined);
  return page;
}

/** One unit of a product the clerk may add (in stock, price shown). */
async function addLine(page: Page, w: Words, words: string) {
  await page.getByTestId('draft-product-q').fill(words);
  await page.getByRole('button', { name: w.search }).click();
  const add = page.getByRole('button', { name: w.add, disabled: false });
  await expect(add.first()).toBeVisible();
  await page.getByRole('listitem').filter({ has: add }).first().getByRole('button', { name: w.add }).click();
  await expect(page.getByTestId('draft-line')).toHaveCount(1);
  await expect(page.getByLabel(w.qty)).toHaveValue('1');
  await expect(page.getByTestId('draft-total')).toContainText(`${w.items}:`);
}

/** The order in the back office: paid (the provider's webhook may come a moment later), sold by the clerk. */
async function expectPaid(page: Page, w: Words, number: string, clerk: string) {
  await page.goto(`/admin/pedidos/${number}`);
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId('order-status').textContent();
      },
      { timeout: 30_000, intervals: [1000, 2000] },
    )
    .toBe(w.paid);
  await expect(page.getByTestId('order-seller')).toHaveText(`Vendedor ${clerk}`);
}

const JOURNEYS: { kind: Kind; locale: string; prefix: string; clerk: string; lang: 'pt' | 'es' }[] = [
  { kind: 'paraguayan', locale: 'es-PY', prefix: '/es-PY', clerk: 'Py', lang: 'es' },
  { kind: 'brazilian', locale: 'pt-BR', prefix: '', clerk: 'Br', lang: 'pt' },
];

for (const j of JOURNEYS) {
  test(`a clerk sends a draft order and a ${j.kind} customer pays it (${j.locale})`, async ({
    browser,
    baseURL,
    catalogue,
  }) => {
    test.setTimeout(300_000);
    const w = WORDS[j.lang];
    const delivery = j.kind === 'paraguayan';
    // The customer registers in a browser of their own and stays signed in.
    const customer = await browser.newContext({ locale: j.locale });
    await ownShopperAddress(customer);
    const shopper = await customer.newPage();
    const email = newEmail(`draft-${j.kind}`);
    await registerCustomer(shopper, baseURL!, j.kind, email);

    const page = await clerkPage(browser, j.clerk, j.lang);
    await page.getByRole('link', { name: w.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await page.getByTestId('draft-customer-q').fill(email);
    await page.getByRole('button', { name: w.search }).click();
    const found = page.getByRole('listitem').filter({ hasText: email });
    await expect(found).toBeVisible();
    await found.getByRole('button', { name: w.choose }).click();
    await expect(page.getByTestId('draft-customer')).toContainText(email);
    await expect(page.getByTestId('draft-customer')).toContainText(`${w.seller}: Vendedor ${j.clerk}`);
    const product = await catalogue.sellable();
    const productWords = product.nome.split(' ').slice(0, 2).join(' ');
    await addLine(page, w, productWords);

    if (delivery) {
      // Home delivery to the customer's saved address, chosen by its label; its cost is in the total.
      await page.getByRole('radio', { name: w.delivery }).check();
      await expect(page.getByLabel(w.address).locator('option')).toHaveCount(1);
      await expect(page.getByLabel(w.address)).toContainText('Avenida San Blas 123');
      await page.getByRole('button', { name: w.quote }).click();
      const first = page.locator('input[name="ship"]').first();
      await expect(first).toBeVisible();
      await first.check();
      await expect(page.getByTestId('draft-grand-total')).toContainText('+ Envío');
      await expect(page.getByTestId('draft-grand-total')).not.toContainText(/Envío \S+ 0(?![\d.])/);
    } else {
      // Brazilians pick up: delivery is not offered, and the screen says why.
      await expect(page.getByRole('radio', { name: w.delivery })).toHaveCount(0);
      await expect(page.getByTestId('draft-pickup-only')).toBeVisible();
      await page.getByRole('button', { name: w.quote }).click();
      const first = page.getByRole('radio', { name: w.pickupAt }).first();
      await expect(first).toBeVisible();
      await first.check();
    }
    await checkPage(page, SHOTS, `novo-pedido-quote-${j.kind}`);
    await page.getByRole('button', { name: w.send }).click();

    const sent = page.getByTestId('draft-sent');
    await expect(sent).toContainText(w.sent);
    const number = /#(\d+)/.exec((await sent.textContent())!)![1];
    const link = (await page.getByTestId('draft-payment-link').textContent())!.trim();
    expect(link).toMatch(new RegExp(`^${baseURL}${j.prefix}/pagar/[\\w-]+\\.\\d+\\.[\\w-]+$`));
    const wa = new URL((await page.getByTestId('draft-whatsapp').getAttribute('href'))!);
    expect(wa.origin + wa.pathname).toMatch(/^https:\/\/wa\.me\/\d{10,15}$/);
    const message = wa.searchParams.get('text')!;
    expect(message).toMatch(delivery ? /Hola/ : /Olá/);
    expect(message).toContain(`${number}`);
    expect(message).toContain(link);

    // The customer opens the link: what they pay and where it goes, then their provider's page.
    await shopper.setViewportSize({ width: 390, height: 844 });
    await shopper.goto(new URL(link).pathname);
    await expect(shopper.getByTestId('seller-link-summary')).toBeVisible();
    if (delivery) {
      await expect(shopper.getByTestId('seller-link-where')).toContainText('Avenida San Blas 123');
      await expect(shopper.getByTestId('seller-link-shipping')).not.toContainText(/ 0$/);
    } else {
      await expect(shopper.getByTestId('seller-link-where')).toContainText('Retirada em');
    }
    await shopper.screenshot({ path: `${SHOTS}/pagar-summary-${j.kind}-390.png`, fullPage: true });
    await shopper.getByTestId('seller-link-pay').click();
    await shopper.waitForURL(delivery ? PAGOPAR_PAGE : EBANX_PAGE);
    await shopper.locator('button[value="approve"]').click();
    await shopper.waitForURL(/\/checkout\/payment/);

    // A link that is not theirs (a mangled signature) says it is gone, in the customer's language.
    await shopper.goto(`${new URL(link).pathname}x`);
    await expect(shopper.getByTestId('seller-link-gone')).toBeVisible();

    await expectPaid(page, w, number, j.clerk);
    await expect(page.getByTestId('order-delivery')).toHaveText(delivery ? w.homeDelivery : /^Retirada/);
    await page.screenshot({ path: `${SHOTS}/admin-order-${j.kind}-1280.png`, fullPage: true });

    if (delivery) await invitation(browser, page, w, baseURL!, productWords);
    await customer.close();
    await page.context().close();
  });
}

/**
 * The invitation (decision 0047): nobody has the searched e-mail; the clerk invites them and sends for pickup; the
 * link, signed out, asks them to sign up with that e-mail (prefilled in the signup); signed in with it, they pay.
 */
async function invitation(browser: Browser, page: Page, w: Words, baseURL: string, productWords: string) {
  const email = newEmail('draft-invite');
  await page.goto('/admin/novo-pedido');
  await page.getByTestId('draft-customer-q').fill(email);
  await page.getByRole('button', { name: w.search }).click();
  await expect(page.getByText(w.notFound)).toBeVisible();
  const form = page.getByTestId('draft-invite');
  await expect(form.getByLabel(/Correo electrónico|E-mail/)).toHaveValue(email);
  await form.getByLabel(w.name, { exact: true }).fill('Rosa Giménez');
  await form.getByLabel(w.phone).fill('+595 981 555-123');
  await form.getByRole('button', { name: w.startInvite }).click();
  await expect(page.getByTestId('draft-customer')).toContainText('Rosa Giménez');
  await addLine(page, w, productWords);
  await expect(page.getByRole('radio', { name: w.delivery })).toHaveCount(0);
  await page.getByRole('button', { name: w.quote }).click();
  // A point (the mode radio "Retiro en tienda" also starts with "Retiro en": the points are the `ship` radios).
  await page.locator('input[name="ship"]').first().check();
  await page.getByRole('button', { name: w.send }).click();
  await expect(page.getByTestId('draft-sent')).toContainText(w.inviteSent);
  const link = (await page.getByTestId('draft-payment-link').textContent())!.trim();
  await checkPage(page, SHOTS, 'novo-pedido-invite-sent');

  const context = await browser.newContext({ locale: 'es-PY' });
  await ownShopperAddress(context);
  const invited = await context.newPage();
  for (const width of [390, 1280]) {
    await invited.setViewportSize({ width, height: 900 });
    await invited.goto(new URL(link).pathname);
    await expect(invited.getByTestId('seller-link-invite')).toContainText(email);
    await invited.screenshot({ path: `${SHOTS}/pagar-invite-${width}.png`, fullPage: true });
  }
  await invited.getByRole('link', { name: 'Crear mi cuenta' }).click();
  // The normal signup, coming back to the link: its first step is the nationality, the e-mail is prefilled next.
  await expect(invited.getByRole('link', { name: 'Ingresar' }).last()).toHaveAttribute(
    'href',
    /redirect=%2Fpagar%2F/,
  );
  await invited.getByRole('button', { name: 'Continuar' }).click();
  await expect(invited.getByLabel(/Correo electrónico/).first()).toHaveValue(email);
  // The signup itself is the storefront's (its own journeys): registered here through its handler, signed in.
  await registerCustomer(invited, baseURL, 'paraguayan', email);
  await invited.goto(new URL(link).pathname);
  await expect(invited.getByTestId('seller-link-summary')).toBeVisible();
  await invited.getByTestId('seller-link-pay').click();
  await invited.waitForURL(PAGOPAR_PAGE);
  await invited.locator('button[value="approve"]').click();
  await invited.waitForURL(/\/checkout\/payment/);
  await context.close();
}
