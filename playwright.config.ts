import { defineConfig } from '@playwright/test';

/**
 * Browser journeys against the real stack: the store API on an embedded database seeded with the demo
 * catalogue (.data/e2e), and a production build of the storefront (.next-e2e), on ports of their own.
 */
const API_PORT = Number(process.env.E2E_API_PORT ?? 4400);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3400);
const API_URL = `http://127.0.0.1:${API_PORT}`;
/** The journeys' mail catcher (tests/e2e/support/mail-catcher.ts): the API delivers there over real SMTP. */
process.env.E2E_SMTP_PORT ??= String(API_PORT + 100);
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT);
const reuse = !process.env.CI;
/**
 * Both servers run in production mode, which refuses short or known secrets: a test-only one of 32+ characters,
 * the same for both (the storefront checks the API's signed revalidation calls with it).
 */
const E2E_SECRET = 'journeys-only-secret-not-for-production-0001';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.spec.ts',
  globalSetup: './tests/e2e/support/mail-catcher.ts',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    {
      // The built API, as production runs it (esbuild, about a second).
      // staff:add makes the back-office journeys' owner first (tests/e2e/admin.spec.ts; no default account exists).
      command: 'node scripts/build-api.mjs dist/e2e && node scripts/e2e-staff-owner.mjs && node --enable-source-maps dist/e2e/server/main.js',
      url: `${API_URL}/health`,
      timeout: 300_000,
      reuseExistingServer: reuse,
      env: {
        API_PORT: String(API_PORT),
        DATA_DIR: '.data/e2e',
        SEED_PRODUCTS: '1200',
        NODE_ENV: 'production',
        APP_SECRET: E2E_SECRET,
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        // The sandbox gateway's hosted page sends the shopper back to this storefront's /checkout/payment.
        SITE_URL: `http://127.0.0.1:${WEB_PORT}`,
        // Signed revalidation reaches this storefront (a rate saved in the back office re-prices its pages).
        STOREFRONT_URL: `http://127.0.0.1:${WEB_PORT}`,
      },
    },
    {
      command: 'node scripts/e2e-storefront.mjs',
      url: `http://127.0.0.1:${WEB_PORT}/robots.txt`,
      timeout: 600_000,
      reuseExistingServer: reuse,
      // The same secret as the API: the storefront proves its own calls with the key derived from it (rate limits).
      env: { API_URL, PORT: String(WEB_PORT), NEXT_DIST_DIR: '.next-e2e', NEXT_TELEMETRY_DISABLED: '1', APP_SECRET: E2E_SECRET },
    },
  ],
});
