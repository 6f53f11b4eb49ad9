import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * Text searches are limited per shopper address (decision 0022): search pages in the storefront's proxy (60 a
 * minute), autocomplete by the API through the route handler's forwarded address (120 a minute, decision 0010).
 * Each test uses addresses of its own (the last X-Forwarded-For hop, the one the storefront believes), so the
 * journeys beside it and a rerun within the minute keep their budgets.
 */
const run = Math.floor(Math.random() * 200);
const address = (n: number) => `192.0.2.${(run + n) % 250}`;
const from = (ip: string) => ({ 'x-forwarded-for': ip });

/** `count` requests from one address, a few at a time; their statuses in order. */
async function burst(
  request: APIRequestContext,
  url: (i: number) => string,
  ip: string,
  count: number,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 6) {
    const batch = Array.from({ length: Math.min(6, count - i) }, (_, j) =>
      request.get(url(i + j), { headers: from(ip), maxRedirects: 0 }),
    );
    for (const res of await Promise.all(batch)) statuses.push(res.status());
  }
  return statuses;
}

test('one shopper searching pages over and over gets a 429 page in their language; another shopper does not', async ({
  request,
  page,
}) => {
  const hammer = address(0);
  const statuses = await burst(request, (i) => `/produtos?text=${i % 2 ? 'oud' : 'perfume'}`, hammer, 60);
  expect(statuses.every((s) => s === 200)).toBe(true);

  const limited = await request.get('/produtos?text=oud', { headers: from(hammer) });
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
  expect(limited.headers()['ratelimit-remaining']).toBe('0');
  expect(limited.headers()['cache-control']).toBe('no-store');
  expect(await limited.text()).toContain('Muitas tentativas. Aguarde um instante e tente novamente.');

  // Another address is untouched, and plain (ISR) listings are never counted.
  const other = await request.get('/produtos?text=oud', { headers: from(address(1)) });
  expect(other.status()).toBe(200);
  expect(other.headers()['ratelimit-remaining']).toBe('59');
  expect((await request.get('/produtos/perfumaria', { headers: from(hammer) })).status()).toBe(200);

  // In a browser, searching from the header: the results navigation lands on the 429 page, in Portuguese.
  await page.setExtraHTTPHeaders(from(hammer));
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Buscar produtos' });
  await box.fill('perfume');
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Muitas buscas seguidas');
  await expect(page.getByRole('link', { name: 'Voltar para a página inicial' })).toBeVisible();

  // In Spanish: the page says so in the shopper's language, with a way home.
  const res = await page.goto('/es-PY/especial?text=oud');
  expect(res?.status()).toBe(429);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-PY');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demasiadas búsquedas seguidas');
  await expect(page.getByText('Demasiados intentos. Espere un momento e intente nuevamente.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver a la página de inicio' })).toHaveAttribute(
    'href',
    '/es-PY',
  );
});

test('one shopper hammering autocomplete gets a 429 answer in their language; another shopper does not', async ({
  request,
}) => {
  const hammer = address(2);
  const suggest = (i: number) =>
    `/api/search?text=${['oud', 'perfume', 'creme'][i % 3]}&locale=es-PY&currency=usd`;
  const statuses = await burst(request, suggest, hammer, 120);
  expect(statuses.every((s) => s === 200)).toBe(true);

  const limited = await request.get(suggest(0), { headers: from(hammer) });
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
  expect(await limited.json()).toEqual({
    message: 'Demasiados intentos. Espere un momento e intente nuevamente.',
  });

  const other = await request.get(suggest(0), { headers: from(address(3)) });
  expect(other.status()).toBe(200);
  expect((await other.json()).data.length).toBeGreaterThan(0);
});

test('a results page viewed in a browser spends one search: its links to other searches are not prefetched', async ({
  page,
  request,
}) => {
  const shopper = address(4);
  await page.setExtraHTTPHeaders(from(shopper));
  await page.goto('/produtos?text=perfume');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('perfume');
  // Pagination and category links (about 15, each a text search) in view and under the pointer.
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 4000);
  await page.getByRole('navigation', { name: 'Paginação' }).getByRole('link', { name: 'Página 2' }).hover();
  await page.waitForTimeout(1500);
  const next = await request.get('/produtos?text=perfume&page=2', { headers: from(shopper) });
  expect(next.status()).toBe(200);
  expect(next.headers()['ratelimit-remaining']).toBe('58');
});
