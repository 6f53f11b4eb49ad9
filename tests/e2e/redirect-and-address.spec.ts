import http from 'node:http';
import { expect, test } from '@playwright/test';
import { newEmail, ownShopperAddress, PASSWORD, registerCustomer } from './support/accounts';

/**
 * Issue 18 points 7 and 5 against the real stack.
 * 7: crafted `redirect` targets through the real login form: after logging in, the browser stays on this site
 *    (the profile, the fallback) whatever the target tried.
 * 5: the storefront believes X-Forwarded-For only from TRUST_PROXY's proxies (here loopback 127.0.0.1, where
 *    the journeys' browser stands in for a proxy); a client at another address forging a new one per request
 *    is still one shopper and meets the autocomplete limit.
 */
const TARGETS = [
  '/es-PY//evil.example/x',
  '//evil.example/x',
  '/\\evil.example/x',
  'https://evil.example/x',
  '/%2F%2Fevil.example/x',
  '/es-PY/%5Cevil.example/x',
  '/es-PY/%2F%2Fevil.example',
  '/\t/evil.example/x',
  '/%0A/evil.example/x',
];

test('crafted redirect targets through the real login form never leave the site', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const setup = await browser.newContext({ baseURL });
  await ownShopperAddress(setup);
  const email = newEmail('redirect');
  await registerCustomer(await setup.newPage(), baseURL!, 'brazilian', email);
  await setup.close();
  const origin = new URL(baseURL!).origin;

  for (const target of TARGETS) {
    const context = await browser.newContext({ baseURL });
    await ownShopperAddress(context);
    const page = await context.newPage();
    const left: string[] = [];
    // Any request to another host is the redirect escaping (the closed network would refuse it anyway).
    page.on('request', (req) => {
      if (new URL(req.url()).origin !== origin) left.push(req.url());
    });
    await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === '/perfil', { timeout: 15_000 });
    expect(new URL(page.url()).origin, target).toBe(origin);
    expect(left, target).toEqual([]);
    await context.close();
  }
});

/** A GET to the storefront from a loopback source address of our choosing (not the trusted 127.0.0.1). */
function getFrom(baseURL: string, localAddress: string, path: string, forwarded: string): Promise<number> {
  const url = new URL(path, baseURL);
  return new Promise((resolve, reject) => {
    http
      .get(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          localAddress,
          agent: false,
          headers: { 'x-forwarded-for': forwarded },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      )
      .on('error', reject);
  });
}

test('a client forging X-Forwarded-For from an untrusted address is one shopper and meets the autocomplete limit', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const source = `127.0.${Math.floor(Math.random() * 200) + 20}.${Math.floor(Math.random() * 200) + 20}`;
  const statuses: number[] = [];
  for (let i = 0; i < 130; i += 5) {
    const batch = Array.from({ length: 5 }, (_, j) => {
      const n = i + j;
      // A different forged address each time, and now and then a value that is no address at all.
      const forged = n % 10 === 0 ? 'x' : `100.${n % 250}.${(n * 7) % 250}.${(n * 13) % 250}`;
      return getFrom(
        baseURL!,
        source,
        `/api/search?text=${['oud', 'perfume', 'creme'][n % 3]}&locale=es-PY&currency=usd`,
        forged,
      );
    });
    statuses.push(...(await Promise.all(batch)));
  }
  expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
});
