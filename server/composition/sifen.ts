import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { makeSignedDocument, renderKude, sifenClient, signedEvent } from '../adapters/sifen';
import type { SifenConfig } from '../config';
import type { SifenPort } from '../services/invoices';

/**
 * SIFEN from SIFEN_* (decision 0042): the certificate and key are read once at start (a missing or unreadable file
 * stops the API with its path); the same pair signs the DEs and authenticates the TLS connection to SET.
 */
export function sifenPort(config: SifenConfig): SifenPort {
  const read = (file: string, what: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch (error) {
      throw new Error(`SIFEN: cannot read ${what} ${file}: ${(error as Error).message}`);
    }
  };
  const certificate = read(config.certFile, 'SIFEN_CERT_FILE');
  const keyPem = read(config.keyFile, 'SIFEN_KEY_FILE');
  // Decrypted once: xml-crypto signs with a plain PEM.
  const privateKey = createPrivateKey({ key: keyPem, passphrase: config.keyPassword })
    .export({ type: 'pkcs8', format: 'pem' })
    .toString();
  const ca = config.caFile ? read(config.caFile, 'SIFEN_CA_FILE') : undefined;
  const client = sifenClient({ url: config.url, certificate, privateKey, ca, timeoutMs: config.timeoutMs });
  return {
    establishment: config.establishment,
    issuer: config,
    point: config.point,
    kude: renderKude,
    make: (doc) => makeSignedDocument(config, { privateKey, certificate }, doc),
    send: (xml, id) => client.sendDocument(xml, id),
    sendBatch: (xmls, id) => client.sendBatch(xmls, id),
    queryBatch: (protocol, id) => client.queryBatch(protocol, id),
    sendEvent: (event, id, at) =>
      client.sendEvent(signedEvent(event, id, at, { privateKey, certificate }), id),
  };
}
