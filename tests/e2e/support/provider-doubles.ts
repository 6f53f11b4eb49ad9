/**
 * The payment providers' doubles for the browser journeys (playwright.config.ts starts this): Pagopar on
 * E2E_PAGOPAR_PORT and EBANX on E2E_EBANX_PORT, each with its hosted page, notifying the API at API_URL and sending
 * the shopper back to SITE_URL, as the real providers do (server/test/doubles names the docs each follows).
 */
import { ebanxDouble } from '../../../server/test/doubles/ebanx-double';
import { pagoparDouble } from '../../../server/test/doubles/pagopar-double';

async function main() {
  const hosted = { apiUrl: process.env.API_URL!, siteUrl: process.env.SITE_URL! };
  const doubles = await Promise.all([
    pagoparDouble({ port: Number(process.env.E2E_PAGOPAR_PORT), hosted }),
    ebanxDouble({ port: Number(process.env.E2E_EBANX_PORT), hosted }),
  ]);
  console.log(`provider doubles: pagopar ${doubles[0].url}, ebanx ${doubles[1].url}`);
  const stop = () => void Promise.all(doubles.map((d) => d.close())).then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
