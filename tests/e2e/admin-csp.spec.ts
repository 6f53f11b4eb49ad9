import { expect, test } from '@playwright/test';

/**
 * The back office's own Content-Security-Policy (issue 19, lib/http/admin-csp.ts, decision 0037): every /admin page
 * answers with a fresh nonce that Next put on its scripts, the page works under it (hydration, a call through the
 * BFF), and a script someone slipped into the page does not run. The storefront's cached pages keep their policy
 * and stay static.
 */
const nonceOf = (csp: string | undefined) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp ?? '')?.[1];

test('every back-office page gets its own nonce, on the header and on its scripts', async ({ request }) => {
  const nonces = new Set<string>();
  for (const path of ['/admin/entrar', '/admin/entrar', '/admin/pedidos', '/admin/balcao', '/admin/ativar']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const csp = res.headers()['content-security-policy'];
    const nonce = nonceOf(csp);
    expect(nonce, path).toBeTruthy();
    expect(csp, path).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(res.headers()['cache-control'], path).toContain('no-store');
    // Next stamped every script of the page with this response's nonce, and only with it.
    const html = await res.text();
    const scriptNonces = [...html.matchAll(/<script\b[^>]*\bnonce="([^"]+)"/g)].map((m) => m[1]);
    expect(scriptNonces.length, path).toBeGreaterThan(0);
    expect(new Set(scriptNonces), path).toEqual(new Set([nonce]));
    expect(html.match(/<script\b/g)?.length, path).toBe(scriptNonces.length);
    nonces.add(nonce!);
  }
  expect(nonces.size).toBe(5);
});

test('the sign-in page works under the policy: hydration, a call through the BFF, no violation', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) refused.push(msg.text());
  });
  await page.goto('/admin/entrar');
  await page.getByLabel(/^E-mail$/).fill(`ninguem-${Date.now()}@loja.test`);
  await page.getByLabel(/^Senha$/, { exact: true }).fill('Nada#Disso-2026');
  await page.getByRole('button', { name: /^Entrar$/ }).click();
  // The answer came back through the BFF and React rendered it: scripts and connect-src work.
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  expect(refused).toEqual([]);
});

test('markup slipped into a back-office page does not run', async ({ page }) => {
  // Stored XSS as the browser would meet it: the server's HTML (headers and all) with an inline script and an inline
  // handler added, as a product name or an audit entry rendered unescaped would add them.
  await page.route('**/admin/entrar', async (route) => {
    const res = await route.fetch();
    const html = (await res.text()).replace(
      '</body>',
      '<script>document.documentElement.dataset.xss="script"</script><img src="data:," onerror="document.documentElement.dataset.xss=\'handler\'"></body>',
    );
    await route.fulfill({ response: res, body: html });
  });
  const refused: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) refused.push(msg.text());
  });
  await page.goto('/admin/entrar');
  // The page itself still works (its own scripts carry the nonce): the form is interactive.
  await expect(page.getByRole('button', { name: /^Entrar$/ })).toBeEnabled();
  await page.getByLabel(/^E-mail$/).fill('x@loja.test');
  await expect.poll(() => refused.length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => document.documentElement.dataset.xss ?? 'none')).toBe('none');
  expect(refused.every((m) => m.includes('script-src'))).toBe(true);
});

test("the camera is the counter's alone, and no page may be framed", async ({ request }) => {
  // Signed out, the counter answers a redirect to the sign-in page: that answer carries the counter's own policy.
  const counter = await request.get('/admin/balcao', { maxRedirects: 0 });
  expect(counter.headers()['permissions-policy']).toContain('camera=(self)');
  for (const path of ['/admin/entrar', '/admin/pedidos'])
    expect((await request.get(path, { maxRedirects: 0 })).headers()['permissions-policy'], path).toContain(
      'camera=()',
    );
  expect(counter.headers()['x-frame-options']).toBe('DENY');
});

test('the storefront keeps its policy, without a nonce, and its catalogue pages stay cached', async ({
  request,
}) => {
  for (const path of ['/', '/es-PY/produtos/perfumaria']) {
    await request.get(path);
    const res = await request.get(path);
    const csp = res.headers()['content-security-policy'];
    expect(csp, path).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp, path).not.toContain('nonce-');
    expect(res.headers()['permissions-policy'], path).toContain('camera=()');
    expect(['HIT', 'STALE'], path).toContain(res.headers()['x-nextjs-cache']);
    expect(await res.text(), path).not.toMatch(/<script\b[^>]*\bnonce=/);
  }
});
