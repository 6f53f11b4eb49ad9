/**
 * The providers' doubles for the browser journeys (playwright.config.ts starts this): Pagopar on
 * E2E_PAGOPAR_PORT and EBANX on E2E_EBANX_PORT, each with its hosted page, notifying the API at API_URL and sending
 * the shopper back to SITE_URL, as the real providers do (server/test/doubles names the docs each follows); and
 * SET's SIFEN on E2E_SIFEN_PORT, HTTPS with mutual TLS, with the certificates playwright.config.ts made for this run.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ebanxDouble } from '../../../server/test/doubles/ebanx-double';
import { pagoparDouble } from '../../../server/test/doubles/pagopar-double';
import { startSifenDouble } from '../../../server/test/doubles/sifen-double';

/** One of the run's certificates (tests/e2e/support/sifen-certificates.ts wrote them). */
function certificate(dir: string, name: 'store' | 'server') {
  const keyFile = path.join(dir, `${name}-key.pem`);
  const certFile = path.join(dir, `${name}-cert.pem`);
  return {
    dir,
    keyFile,
    certFile,
    privateKey: readFileSync(keyFile, 'utf8'),
    certificate: readFileSync(certFile, 'utf8'),
  };
}

async function main() {
  const hosted = { apiUrl: process.env.API_URL!, siteUrl: process.env.SITE_URL! };
  const doubles = await Promise.all([
    pagoparDouble({ port: Number(process.env.E2E_PAGOPAR_PORT), hosted }),
    ebanxDouble({ port: Number(process.env.E2E_EBANX_PORT), hosted }),
  ]);
  const certs = process.env.E2E_SIFEN_CERT_DIR!;
  const sifen = await startSifenDouble({
    port: Number(process.env.E2E_SIFEN_PORT),
    store: certificate(certs, 'store'),
    server: certificate(certs, 'server'),
  });
  console.log(`provider doubles: pagopar ${doubles[0].url}, ebanx ${doubles[1].url}, sifen ${sifen.url}`);
  const stop = () => void Promise.all([...doubles, sifen].map((d) => d.close())).then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
