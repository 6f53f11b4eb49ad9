/**
 * Issue 27 §8: SIFEN documents made and signed per second, and CPU per document, in one process (no database, no
 * network): the DE XML, the CDC, the XMLDSig signature (RSA-2048, SHA-256) and the QR hash. A throwaway certificate
 * is made first (openssl). `npm run bench:invoices` (N=2000 by default).
 */
import { makeSignedDocument, type DocumentInput, type Issuer } from '../server/adapters/sifen';
import { testSifenCertificate } from '../server/test/doubles/sifen-certificate';

const N = Number(process.env.N ?? 2000);
const cert = testSifenCertificate();
const issuer: Issuer = {
  ruc: '80069563',
  rucDv: 1,
  businessName: 'Loja CDE S.A.',
  tradeName: 'Loja CDE',
  taxpayerType: 2,
  activity: { code: '47190', name: 'COMERCIO AL POR MENOR' },
  address: 'Avda. San Blas',
  houseNumber: 0,
  department: { code: 11, name: 'ALTO PARANA' },
  district: { code: 145, name: 'CIUDAD DEL ESTE' },
  city: { code: 3428, name: 'CIUDAD DEL ESTE(PLANTA URBANA)' },
  phone: '061500000',
  email: 'facturas@lojacde.com.py',
  timbrado: '12345678',
  timbradoStart: '2026-01-01',
  establishment: '001',
  point: '001',
  cscId: '0001',
  csc: 'ABCD0000000000000000000000000000',
  qrUrl: 'https://ekuatia.set.gov.py/consultas-test/qr?',
};
const doc = (n: number): DocumentInput => ({
  kind: 'invoice',
  number: n,
  issuedAt: new Date(),
  securityCode: String(n).padStart(9, '0'),
  buyer: {
    kind: 'taxpayer',
    ruc: '80000519',
    dv: 8,
    name: 'Importadora Alto Paraná S.A.',
    email: 'compras@example.com.py',
  },
  currency: 'PYG',
  items: Array.from({ length: 3 }, (_, i) => ({
    code: `P-${i}`,
    description: `Producto ${i}`,
    quantity: i + 1,
    unitMinor: 150_000 + i * 1000,
    vat: 'included10' as const,
  })),
  payment: { code: 21, description: 'Pago Electrónico' },
});

const key = { privateKey: cert.privateKey, certificate: cert.certificate };
for (let i = 1; i <= 50; i++) makeSignedDocument(issuer, key, doc(i)); // warm-up
const cpu0 = process.cpuUsage();
const t0 = performance.now();
for (let i = 1; i <= N; i++) makeSignedDocument(issuer, key, doc(i));
const ms = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
const cpuMs = (cpu.user + cpu.system) / 1000;
console.log(
  `${N} invoices made and signed in ${(ms / 1000).toFixed(2)} s: ${((N * 1000) / ms).toFixed(0)} per second, ${(cpuMs / N).toFixed(2)} ms CPU per invoice (Node ${process.version})`,
);
