import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  testSifenCertificate,
  testSifenServerCertificate,
} from '../../../server/test/doubles/sifen-certificate';

/**
 * The journeys' SIFEN certificates, made at test time (never committed): the store's (it signs the DEs and is the
 * API's TLS client certificate) and the SIFEN double's server certificate (the API trusts it through SIFEN_CA_FILE).
 * Kept under .data/e2e (git-ignored) so a re-run with kept servers finds the same; made again when older than a day
 * (they last two). playwright.config.ts passes the folder to the double and the API.
 */
export function sifenCertificates(dataDir: string) {
  const dir = path.resolve(dataDir, 'sifen-certs');
  const server = path.join(dir, 'server-cert.pem');
  if (!existsSync(server) || Date.now() - statSync(server).mtimeMs > 86_400_000) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    testSifenCertificate('80069563-1', dir);
    testSifenServerCertificate(dir);
  }
  return {
    dir,
    certFile: path.join(dir, 'store-cert.pem'),
    keyFile: path.join(dir, 'store-key.pem'),
    caFile: path.join(dir, 'server-cert.pem'),
  };
}
