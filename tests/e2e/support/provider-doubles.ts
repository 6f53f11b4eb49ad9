/**
 * The providers' doubles for the browser journeys (playwright.config.ts starts this): Pagopar and
 * EBANX on their ports of support/ports.ts, each with its hosted page, notifying the API at API_URL and sending
 * the shopper back to SITE_URL, as the real providers do; SET's SIFEN, HTTPS with mutual TLS, with
 * the certificates playwright.config.ts made for this run; Meta's WhatsApp Cloud API (issue 28:
 * the order updates the API sends; `GET /__sent` lists them). server/test/doubles names the docs each follows.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { ebanxDouble } from '../../../server/test/doubles/ebanx-double';
import { pagoparDouble } from '../../../server/test/doubles/pagopar-double';
import { startSifenDouble } from '../../../server/test/doubles/sifen-double';
import { whatsappCloudDouble } from '../../../server/test/doubles/whatsapp-cloud-api';
import { E2E_PORTS } from './ports';

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

/** The e2e API's WhatsApp settings (playwright.config.ts gives the API the same). */
const E2E_WHATSAPP = { phoneNumberId: '109876543210', accessToken: 'e2e-whatsapp-token' };

function whatsappServer(port: number) {
  const meta = whatsappCloudDouble(E2E_WHATSAPP);
  const server = createServer(async (req, res) => {
    if (req.method === 'GET' && req.url === '/__sent') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(meta.sent));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const answer = await meta.fetch(`http://127.0.0.1:${port}${req.url}`, {
      method: req.method,
      headers: { authorization: req.headers.authorization ?? '' },
      body: Buffer.concat(chunks).toString('utf8'),
    });
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
  });
  return new Promise<{ url: string; close: () => Promise<void> }>((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

async function main() {
  const hosted = { apiUrl: process.env.API_URL!, siteUrl: process.env.SITE_URL! };
  const doubles = await Promise.all([
    pagoparDouble({ port: E2E_PORTS.pagopar, hosted }),
    ebanxDouble({ port: E2E_PORTS.ebanx, hosted }),
    whatsappServer(E2E_PORTS.whatsapp),
  ]);
  const certs = process.env.E2E_SIFEN_CERT_DIR!;
  const sifen = await startSifenDouble({
    port: E2E_PORTS.sifen,
    store: certificate(certs, 'store'),
    server: certificate(certs, 'server'),
  });
  console.log(
    `provider doubles: pagopar ${doubles[0].url}, ebanx ${doubles[1].url}, whatsapp ${doubles[2].url}, sifen ${sifen.url}`,
  );
  const stop = () => void Promise.all([...doubles, sifen].map((d) => d.close())).then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
