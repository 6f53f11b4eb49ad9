/**
 * What one electronic document says, in plain English; de-xml.ts writes it in SIFEN's words (Manual Técnico SIFEN
 * v150, section 13 "Formato de los campos del DE"). Amounts are integers in the currency's minor units.
 */
export type DocumentKind = 'invoice' | 'credit-note';

export type Buyer =
  /** A Paraguayan taxpayer with RUC: B2B, razón social (iNatRec 1, iTiOpe 1). */
  | { kind: 'taxpayer'; ruc: string; dv: number; name: string; email?: string }
  /** A Paraguayan with cédula: B2C consumer (iNatRec 2, iTiOpe 2, iTipIDRec 1). */
  | { kind: 'consumer'; cedula: string; name: string; email?: string }
  /** A foreigner (Brazilian tourist): B2C non-taxpayer with a foreign document (iTipIDRec 2 or 3). */
  | {
      kind: 'foreign';
      country: 'BRA';
      countryName: string;
      document: 'passport' | 'foreign-id';
      number: string;
      name: string;
      email?: string;
    };

/** included10 / included5: price with IVA inside; exempt: Exento (decision 0042). */
export type VatTreatment = 'included10' | 'included5' | 'exempt';

export interface DocumentItem {
  code: string;
  description: string;
  quantity: number;
  unitMinor: number;
  vat: VatTreatment;
}

/** iTiPago of the manual's table (E7.1, "Tipo de pago"; decision 0042 maps the store's methods). */
export interface PaymentCoding {
  code: number;
  description: string;
}

/** dNumIDRec's characters (tdNumDocId: letters, digits and '-', at most 20). */
export const documentNumber = (raw: string) => raw.replace(/[^0-9A-Za-z-]/g, '').slice(0, 20);

export interface DocumentInput {
  kind: DocumentKind;
  number: number;
  issuedAt: Date;
  /** dCodSeg: 9 random digits, part of the CDC. */
  securityCode: string;
  buyer: Buyer;
  currency: 'PYG' | 'USD';
  /** Guaraníes per unit of `currency` when it is not PYG (dTiCam). */
  exchangeRate?: number;
  items: DocumentItem[];
  payment: PaymentCoding;
  /** Credit notes: the invoice's CDC (gCamDEAsoc) and why (iMotEmi 2 Devolución). */
  associatedCdc?: string;
}

export const CURRENCY_DECIMALS = { PYG: 0, USD: 2 } as const;
export const CURRENCY_NAMES = { PYG: 'Guarani', USD: 'US Dollar' } as const;
