import { SignedXml } from 'xml-crypto';

/**
 * XMLDSig as the Manual Técnico SIFEN v150 asks ("Firma digital"): enveloped, RSA-SHA256, digest SHA-256, one
 * Reference to the DE's Id (the CDC) with the enveloped-signature and exclusive c14n transforms, the signer's X.509
 * certificate in KeyInfo, the Signature right after DE inside rDE.
 */
const ALGORITHMS = {
  signature: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  canonicalization: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  digest: 'http://www.w3.org/2001/04/xmlenc#sha256',
  transforms: [
    'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
    'http://www.w3.org/2001/10/xml-exc-c14n#',
  ],
};

export interface SigningKey {
  /** PEM private key (decrypted). */
  privateKey: string | Buffer;
  /** PEM certificate. */
  certificate: string;
}

const at = (element: string) => `//*[local-name(.)='${element}']`;

/** Signs the DE (or, for an event, its rEve) with the Signature right after it. */
export function signDocument(
  xml: string,
  key: SigningKey,
  element: 'DE' | 'rEve' = 'DE',
): { xml: string; digestValue: string } {
  const DE = at(element);
  const sig = new SignedXml({
    privateKey: key.privateKey,
    publicCert: key.certificate,
    signatureAlgorithm: ALGORITHMS.signature,
    canonicalizationAlgorithm: ALGORITHMS.canonicalization,
  });
  sig.addReference({ xpath: DE, transforms: ALGORITHMS.transforms, digestAlgorithm: ALGORITHMS.digest });
  sig.computeSignature(xml, { location: { reference: DE, action: 'after' } });
  const signed = sig.getSignedXml();
  const digestValue = /<DigestValue>([^<]+)<\/DigestValue>/.exec(signed)?.[1];
  if (!digestValue) throw new Error('signature without a DigestValue');
  return { xml: signed, digestValue };
}

/** Checks a signed DE against the certificate it should carry (tests, and the back office's "verify"). */
export function verifyDocument(xml: string, certificate: string): boolean {
  const sig = new SignedXml({ publicCert: certificate });
  const node = /<Signature[\s\S]*<\/Signature>/.exec(xml)?.[0];
  if (!node) return false;
  sig.loadSignature(node);
  return sig.checkSignature(xml);
}
