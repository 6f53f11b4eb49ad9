import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A throwaway signing certificate for tests, made at test time (never committed): an RSA key from node:crypto and
 * a self-signed X.509 certificate from the openssl CLI, with a RUC in the subject as SET's accredited providers put
 * it (serialNumber=RUC...).
 */
export function testSifenCertificate(ruc = '80069563-1') {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sifen-cert-'));
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-new',
      '-key',
      keyFile,
      '-out',
      certFile,
      '-days',
      '2',
      '-subj',
      `/C=PY/O=Loja CDE S.A./CN=LOJA CDE/serialNumber=RUC${ruc}`,
    ],
    { stdio: 'ignore' },
  );
  return {
    dir,
    keyFile,
    certFile,
    privateKey: readFileSync(keyFile, 'utf8'),
    certificate: readFileSync(certFile, 'utf8'),
  };
}
