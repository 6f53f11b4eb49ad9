import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface TestCertificate {
  dir: string;
  keyFile: string;
  certFile: string;
  privateKey: string;
  certificate: string;
}

/** An RSA key from node:crypto and a self-signed X.509 certificate from the openssl CLI, in a fresh temp folder. */
function selfSigned(subject: string, extensions: string[] = [], dir?: string): TestCertificate {
  const folder = dir ?? mkdtempSync(path.join(os.tmpdir(), 'sifen-cert-'));
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const name = extensions.length ? 'server' : 'store';
  const keyFile = path.join(folder, `${name}-key.pem`);
  const certFile = path.join(folder, `${name}-cert.pem`);
  writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
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
      subject,
      ...extensions.flatMap((e) => ['-addext', e]),
    ],
    { stdio: 'ignore' },
  );
  return {
    dir: folder,
    keyFile,
    certFile,
    privateKey: readFileSync(keyFile, 'utf8'),
    certificate: readFileSync(certFile, 'utf8'),
  };
}

/**
 * A throwaway signing certificate for tests, made at test time (never committed), with a RUC in the subject as SET's
 * accredited providers put it (serialNumber=RUC...). It signs the DEs and is the store's TLS client certificate.
 */
export function testSifenCertificate(ruc = '80069563-1', dir?: string): TestCertificate {
  return selfSigned(`/C=PY/O=Loja CDE S.A./CN=LOJA CDE/serialNumber=RUC${ruc}`, [], dir);
}

/** The SIFEN double's own server certificate, for 127.0.0.1 and localhost (the client trusts it as its CA). */
export function testSifenServerCertificate(dir?: string): TestCertificate {
  return selfSigned(
    '/C=PY/O=SIFEN double/CN=127.0.0.1',
    ['subjectAltName=IP:127.0.0.1,DNS:localhost', 'extendedKeyUsage=serverAuth'],
    dir,
  );
}
