import { createHash } from 'node:crypto';
import { decimal, documentTotals } from './amounts';
import { documentNumber, type DocumentInput } from './document';
import type { Issuer } from './issuer';

const hex = (s: string) => Buffer.from(s, 'utf8').toString('hex');

/**
 * The KuDE's QR (Manual Técnico SIFEN v150, "Generación del código QR"): e-Kuatia's query page with nVersion, Id,
 * dFeEmiDE (hex), the buyer (dRucRec, or dNumIDRec), dTotGralOpe, dTotIVA, cItems, DigestValue (hex of its base64)
 * and IdCSC; cHashQR is the SHA-256 (hex) of those parameters followed by the CSC, which never leaves the store.
 */
export function qrValue(
  issuer: Issuer,
  doc: DocumentInput,
  cdc: string,
  issuedAt: string,
  digestValue: string,
): string {
  const totals = documentTotals(doc);
  const buyer =
    doc.buyer.kind === 'taxpayer'
      ? `dRucRec=${doc.buyer.ruc}`
      : `dNumIDRec=${doc.buyer.kind === 'consumer' ? doc.buyer.cedula : documentNumber(doc.buyer.number)}`;
  const params = [
    'nVersion=150',
    `Id=${cdc}`,
    `dFeEmiDE=${hex(issuedAt)}`,
    buyer,
    `dTotGralOpe=${decimal(totals.total, doc.currency)}`,
    `dTotIVA=${decimal(totals.vat, doc.currency)}`,
    `cItems=${doc.items.length}`,
    `DigestValue=${hex(digestValue)}`,
    `IdCSC=${issuer.cscId}`,
  ].join('&');
  const hash = createHash('sha256')
    .update(params + issuer.csc)
    .digest('hex');
  return `${issuer.qrUrl}${params}&cHashQR=${hash}`;
}

/** Recomputes a QR value's hash with the CSC (tests; a KuDE check). */
export function qrHashIsValid(qr: string, csc: string): boolean {
  const m = /\?(.*)&cHashQR=([0-9a-f]{64})$/.exec(qr);
  return (
    !!m &&
    createHash('sha256')
      .update(m[1] + csc)
      .digest('hex') === m[2]
  );
}
