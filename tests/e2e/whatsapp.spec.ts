import { expect, test, type BrowserContext, type Page } from '@playwright/test';

// Issue 28: every WhatsApp link says what the shopper is looking at, in their language.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('promoPopupShownAt', String(Date.now())));
  // The network is closed: answer wa.me locally so the new tab keeps its URL.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>wa</title>' }),
  );
});

async function chatText(
  page: Page,
  context: BrowserContext,
  link: ReturnType<Page['locator']>,
): Promise<string> {
  const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect.poll(() => popup.url()).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  const text = new URL(popup.url()).searchParams.get('text')!;
  await popup.close();
  return text;
}

const VIEWS = [
  {
    lang: 'pt-BR',
    prefix: '',
    hello: /^Olá! (Tenho interesse no produto|Gostaria de saber o preço do produto) /,
    price: /, U\$ [\d.]+,\d{2}: /,
  },
  {
    lang: 'es-PY',
    prefix: '/es-PY',
    hello: /^¡Hola! (Me interesa|Quisiera saber el precio de) /,
    price: /, G\$ [\d.]+: /,
  },
] as const;

for (const v of VIEWS) {
  test(`${v.lang}: the floating button on a product page carries that product, its code and a tagged link`, async ({
    page,
    context,
  }) => {
    await page.goto(`${v.prefix}/produtos/perfumaria`);
    const href = (await page.locator('article h3 a').first().getAttribute('href'))!;
    await page.goto(href);
    const name = (await page.locator('h1').innerText()).trim();
    const code = /Código:\s*(\S+)/.exec(await page.locator('main').innerText())![1];
    const text = await chatText(page, context, page.locator('a.whatsapp-fab'));
    expect(text).toMatch(v.hello);
    expect(text).toContain(name);
    expect(text).toContain(`(cód. ${code})`);
    // The price in the shopper's currency (the language's default here), unless the product hides it.
    if (!text.includes('preço do produto') && !text.includes('precio de')) expect(text).toMatch(v.price);
    expect(text).toContain(`${href}?utm_source=whatsapp&utm_medium=chat&utm_content=product`);
    // A listing: the page's own link.
    await page.goto(`${v.prefix}/produtos/perfumaria`);
    expect(await chatText(page, context, page.locator('a.whatsapp-fab'))).toContain(
      `${v.prefix}/produtos/perfumaria?utm_source=whatsapp`,
    );
  });
}
