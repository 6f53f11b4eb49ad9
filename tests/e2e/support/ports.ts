/**
 * Every port of a journey run, defined once: the API and storefront from E2E_API_PORT / E2E_WEB_PORT (so engineers
 * and CI can run side by side), the providers' doubles on the ports after the API's, the mail catcher 100 above it
 * (E2E_SMTP_PORT overrides). playwright.config.ts, the doubles, the mail catcher and the specs all read this table.
 * No Playwright import: the config and the doubles' process load it too.
 */
const api = Number(process.env.E2E_API_PORT ?? 4400);

export const E2E_PORTS = {
  api,
  web: Number(process.env.E2E_WEB_PORT ?? 3400),
  pagopar: api + 1,
  ebanx: api + 2,
  whatsapp: api + 3,
  sifen: api + 4,
  smtp: Number(process.env.E2E_SMTP_PORT ?? api + 100),
} as const;

/** The plain-http address of one of the run's servers on loopback (SIFEN's double is HTTPS: built by hand). */
export const local = (port: number) => `http://127.0.0.1:${port}`;
