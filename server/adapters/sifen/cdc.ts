import { rucCheckDigit } from '../../../lib/validators';

/**
 * The CDC ("Código de Control", 44 digits; Manual Técnico SIFEN v150, "Conformación del CDC"): document type (2),
 * issuer's RUC (8, zero-padded) and its check digit (1), establishment (3), point (3), number (7), taxpayer type (1),
 * issue date AAAAMMDD (8), emission type (1), security code (9), and a check digit (1) by SET's módulo 11 with base
 * 11, the RUC's routine.
 */
export interface CdcParts {
  documentType: number;
  ruc: string;
  rucDv: number;
  establishment: string;
  point: string;
  number: number;
  taxpayerType: number;
  date: string;
  emissionType: number;
  securityCode: string;
}

export function buildCdc(p: CdcParts): string {
  const body =
    String(p.documentType).padStart(2, '0') +
    p.ruc.padStart(8, '0') +
    String(p.rucDv) +
    p.establishment +
    p.point +
    String(p.number).padStart(7, '0') +
    String(p.taxpayerType) +
    p.date.replaceAll('-', '') +
    String(p.emissionType) +
    p.securityCode;
  if (body.length !== 43) throw new RangeError(`CDC parts make ${body.length} characters, not 43`);
  return body + String(rucCheckDigit(body));
}

/** True when the 44th digit is the check digit of the first 43. */
export const cdcIsValid = (cdc: string) =>
  /^[0-9]{2}[0-9]{7}[0-9A-D][0-9]{34}$/.test(cdc) && rucCheckDigit(cdc.slice(0, 43)) === Number(cdc[43]);
