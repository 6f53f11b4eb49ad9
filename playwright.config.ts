import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_PORTS, local } from './tests/e2e/support/ports';
import { sifenCertificates } from './tests/e2e/support/sifen-certificates';

/**
 * Browser journeys against the real stack: the store API on an embedded database seeded with the demo
 * catalogue (.data/e2e), and a production build of the storefront (.next-e2e), on ports of their own.
 */
const { api: API_PORT, web: WEB_PORT, smtp: SMTP_PORT } = E2E_PORTS;
const API_URL = local(API_PORT);
/**
 * The journeys' mail catcher (tests/e2e/support/mail-catcher.ts): the API delivers there over real SMTP. Kept in the
 * environment so Playwright's workers, which load this file again, agree on it.
 */
process.env.E2E_SMTP_PORT = String(SMTP_PORT);
const reuse = !process.env.CI;
/**
 * The payment providers: Pagopar for Paraguayans and EBANX for Brazilians, both against local doubles
 * (tests/e2e/support/provider-doubles.ts) on ports next to the API's; production refuses the sandbox.
 */
const E2E_EBANX_URL = local(E2E_PORTS.ebanx);
/** Meta's WhatsApp Cloud API double (issue 28): the API sends order updates there; same ids as provider-doubles.ts. */
const WHATSAPP_ENV = {
  WHATSAPP_PHONE_NUMBER_ID: '109876543210',
  WHATSAPP_ACCESS_TOKEN: 'e2e-whatsapp-token',
  WHATSAPP_APP_SECRET: 'e2e-whatsapp-app-secret',
  WHATSAPP_API_URL: `${local(E2E_PORTS.whatsapp)}/v21.0`,
};
const PAYMENT_ENV = {
  PAYMENT_PROVIDER_PY: 'pagopar',
  PAGOPAR_PUBLIC_KEY: 'test-pagopar-public-key',
  PAGOPAR_PRIVATE_KEY: 'test-pagopar-private-key',
  PAGOPAR_API_URL: local(E2E_PORTS.pagopar),
  PAGOPAR_CHECKOUT_URL: `${local(E2E_PORTS.pagopar)}/pagos`,
  PAYMENT_PROVIDER_BR: 'ebanx',
  EBANX_INTEGRATION_KEY: 'test-ebanx-integration-key',
  EBANX_API_URL: E2E_EBANX_URL,
};
/**
 * Electronic invoices (issue 27): SIFEN's test environment pointed at the local double (HTTPS with mutual TLS, on the
 * port after WhatsApp's), with certificates made for this run; the sender looks every half second, so a paid order's
 * invoice is approved within a second or two.
 */
const SIFEN_CERTS = sifenCertificates('.data/e2e');
const SIFEN_ENV = {
  SIFEN_ENV: 'test',
  SIFEN_RUC: '80069563-1',
  SIFEN_BUSINESS_NAME: 'Loja CDE S.A.',
  SIFEN_TRADE_NAME: 'Loja CDE',
  SIFEN_ACTIVITY_CODE: '47190',
  SIFEN_ACTIVITY_NAME: 'COMERCIO AL POR MENOR DE OTROS PRODUCTOS',
  SIFEN_ADDRESS: 'Avda. San Blas',
  SIFEN_PHONE: '061500000',
  SIFEN_EMAIL: 'facturas@lojacde.com.py',
  SIFEN_TIMBRADO: '12345678',
  SIFEN_TIMBRADO_START: '2026-01-01',
  SIFEN_CERT_FILE: SIFEN_CERTS.certFile,
  SIFEN_KEY_FILE: SIFEN_CERTS.keyFile,
  SIFEN_CSC_ID: '1',
  SIFEN_CSC: 'ABCD0000000000000000000000000000',
  SIFEN_URL: `https://127.0.0.1:${E2E_PORTS.sifen}`,
  SIFEN_CA_FILE: SIFEN_CERTS.caFile,
  SIFEN_SEND_MS: '500',
};
/**
 * Both servers run in production mode, which refuses any committed secret: one made on the first run (kept in
 * the environment so Playwright's workers, which load this file again, see the same), the same for both (the storefront
 * checks the API's signed revalidation calls with it). LOCAL_HTTP=on lets production run on loopback http.
 */
// Kept beside the journeys' database (like npm start's), so a re-run against a kept .data/e2e can still open what the
// last run sealed with it (the back-office owner's TOTP secret).
const SECRET_FILE = '.data/e2e/app-secret';
if (!process.env.E2E_APP_SECRET) {
  if (!existsSync(SECRET_FILE)) {
    mkdirSync('.data/e2e', { recursive: true });
    writeFileSync(SECRET_FILE, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  process.env.E2E_APP_SECRET = readFileSync(SECRET_FILE, 'utf8').trim();
}
const E2E_SECRET = process.env.E2E_APP_SECRET;

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
    baseURL: local(WEB_PORT),
    // CI records a trace on the retry of a failed journey only: recording every journey's (screenshots and DOM
    // snapshots at each step) cost a fifth of the journeys' time on these 2 cores (30 journeys: 383 s -> 322 s).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
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
      command: 'node_modules/.bin/tsx tests/e2e/support/provider-doubles.ts',
      url: `${E2E_EBANX_URL}/health`,
      timeout: 60_000,
      reuseExistingServer: reuse,
      env: {
        API_URL,
        SITE_URL: local(WEB_PORT),
        // The doubles' ports come from the same table (support/ports.ts reads E2E_API_PORT, inherited).
        E2E_SIFEN_CERT_DIR: SIFEN_CERTS.dir,
      },
    },
    {
      // The built demo API (esbuild, about a second), in production mode with the demo's explicit opt-in: the
      // journeys need its generated catalogue, which the store's own API (main.js) never seeds (decision 0030).
      // staff:add makes the back-office journeys' owner first (tests/e2e/admin.spec.ts; no default account exists).
      command:
        'node scripts/build-api.mjs dist/e2e && node scripts/e2e-staff-owner.mjs && node --enable-source-maps dist/e2e/server/demo-main.js',
      url: `${API_URL}/health`,
      timeout: 300_000,
      reuseExistingServer: reuse,
      env: {
        API_PORT: String(API_PORT),
        DATA_DIR: '.data/e2e',
        SEED_PRODUCTS: '1200',
        DEMO_SEED: 'on',
        NODE_ENV: 'production',
        APP_SECRET: E2E_SECRET,
        LOCAL_HTTP: 'on',
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        // The providers' pages send the shopper back to this storefront's /checkout/payment.
        SITE_URL: local(WEB_PORT),
        ...PAYMENT_ENV,
        ...SIFEN_ENV,
        ...WHATSAPP_ENV,
        // Signed revalidation reaches this storefront (a rate saved in the back office re-prices its pages).
        STOREFRONT_URL: local(WEB_PORT),
      },
    },
    {
      command: 'node scripts/e2e-storefront.mjs',
      url: `http://127.0.0.1:${WEB_PORT}/robots.txt`,
      timeout: 600_000,
      reuseExistingServer: reuse,
      // Never APP_SECRET: scripts/e2e-storefront.mjs derives the storefront's two keys from E2E_APP_SECRET, removes
      // the secret from the storefront's environment and checks it is gone (issue 26 point 11).
      env: {
        API_URL,
        PORT: String(WEB_PORT),
        NEXT_DIST_DIR: '.next-e2e',
        NEXT_TELEMETRY_DISABLED: '1',
        // Production on loopback http (SITE_URL's default, http://localhost:PORT): a test run, allowed by this alone.
        LOCAL_HTTP: 'on',
        // The journeys' browser, on 127.0.0.1, stands in for a reverse proxy: it states each journey's shopper
        // address in X-Forwarded-For (support/accounts.ts). A client on any other address is not believed.
        TRUST_PROXY: '127.0.0.1',
      },
    },
  ],
});
