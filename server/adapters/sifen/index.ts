import { draftDocument, QR_PLACEHOLDER } from './de-xml';
import type { DocumentInput } from './document';
import type { Issuer } from './issuer';
import { qrValue } from './qr';
import { signDocument, type SigningKey } from './sign';

export type { Buyer, DocumentInput, PaymentCoding } from './document';
export type { Issuer } from './issuer';
export type { SigningKey } from './sign';
export { renderKude, type KudeData, type KudeFormat } from './kude';

export interface SignedDocument {
  cdc: string;
  /** The signed rDE, ready for siRecepDE. */
  xml: string;
  qr: string;
}

const escapeXml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Writes, signs and completes one DE: the CDC, the signed XML and the QR value the KuDE prints. */
export function makeSignedDocument(issuer: Issuer, key: SigningKey, doc: DocumentInput): SignedDocument {
  const draft = draftDocument(issuer, doc);
  const signed = signDocument(draft.xml, key);
  const qr = qrValue(issuer, doc, draft.cdc, draft.issuedAt, signed.digestValue);
  return { cdc: draft.cdc, xml: signed.xml.replace(QR_PLACEHOLDER, escapeXml(qr)), qr };
}
export { sifenClient } from './soap-client';
export { signedEvent, type SifenEvent } from './events';
