import { z } from 'zod';
import { formatRuc, isValidRuc } from '../lib/validators';

/**
 * SIFEN (Paraguay's electronic invoices, SET's e-Kuatia): the issuer's data, the certificate and the CSC. Invoicing
 * is on only when SIFEN_ENV is set and everything it needs is there; production refuses a partial configuration in
 * one line naming what is missing (decision 0042).
 */
const text = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

export const SifenEnvShape = {
  /** test | prod; unset: invoices off. */
  SIFEN_ENV: z.enum(['test', 'prod', '']).optional(),
  SIFEN_RUC: text,
  SIFEN_BUSINESS_NAME: text,
  SIFEN_TRADE_NAME: text,
  /** 1 persona física, 2 persona jurídica (iTipCont). */
  SIFEN_TAXPAYER_TYPE: z.enum(['1', '2']).optional().default('2'),
  SIFEN_ACTIVITY_CODE: text,
  SIFEN_ACTIVITY_NAME: text,
  SIFEN_ADDRESS: text,
  SIFEN_HOUSE_NUMBER: z
    .string()
    .regex(/^[0-9]{1,6}$/)
    .optional()
    .default('0'),
  /** "code NAME" from SET's catalogue (Manual Técnico v150, tables of departments, districts and cities). */
  SIFEN_DEPARTMENT: z.string().optional().default('11 ALTO PARANA'),
  SIFEN_DISTRICT: z.string().optional().default('145 CIUDAD DEL ESTE'),
  SIFEN_CITY: z.string().optional().default('3428 CIUDAD DEL ESTE(PLANTA URBANA)'),
  SIFEN_PHONE: text,
  SIFEN_EMAIL: text,
  SIFEN_TIMBRADO: text,
  SIFEN_TIMBRADO_START: text,
  SIFEN_ESTABLISHMENT: z
    .string()
    .regex(/^[0-9]{3}$/)
    .optional()
    .default('001'),
  SIFEN_POINT: z
    .string()
    .regex(/^[0-9]{3}$/)
    .optional()
    .default('001'),
  /** The certificate SET's accredited providers issue, as PEM files (convert a .p12 with openssl; README). */
  SIFEN_CERT_FILE: text,
  SIFEN_KEY_FILE: text,
  SIFEN_KEY_PASSWORD: text,
  SIFEN_CSC_ID: text,
  SIFEN_CSC: text,
  SIFEN_URL: text,
  /** A CA to trust for SIFEN_URL's server certificate: only for a local double (SIFEN_ENV=test). */
  SIFEN_CA_FILE: text,
  SIFEN_QR_URL: text,
  /** How often the background sender looks for invoices to send. */
  SIFEN_SEND_MS: z.coerce.number().int().min(200).max(3_600_000).optional().default(10_000),
};

type SifenEnv = z.output<z.ZodObject<typeof SifenEnvShape>>;

export interface Place {
  code: number;
  name: string;
}

export interface SifenConfig {
  env: 'test' | 'prod';
  ruc: string;
  rucDv: number;
  businessName: string;
  tradeName: string | undefined;
  taxpayerType: 1 | 2;
  activity: { code: string; name: string };
  address: string;
  houseNumber: number;
  department: Place;
  district: Place;
  city: Place;
  phone: string;
  email: string;
  timbrado: string;
  timbradoStart: string;
  establishment: string;
  point: string;
  certFile: string;
  keyFile: string;
  keyPassword: string | undefined;
  cscId: string;
  csc: string;
  /** SOAP base, e.g. https://sifen-test.set.gov.py */
  url: string;
  /** PEM file of a CA trusted for `url` besides the public ones (a local double in tests). */
  caFile?: string;
  /** e-Kuatia's public query page the KuDE's QR points to. */
  qrUrl: string;
  sendMs: number;
  /** How long one call to SIFEN may take before it counts as unreachable (retried later). */
  timeoutMs: number;
}

/** SET's hosts (Manual Técnico v150, "Servicios web del SIFEN": URLs per environment). */
export const SIFEN_HOSTS = {
  test: { url: 'https://sifen-test.set.gov.py', qrUrl: 'https://ekuatia.set.gov.py/consultas-test/qr?' },
  prod: { url: 'https://sifen.set.gov.py', qrUrl: 'https://ekuatia.set.gov.py/consultas/qr?' },
} as const;

const REQUIRED = [
  'SIFEN_RUC',
  'SIFEN_BUSINESS_NAME',
  'SIFEN_ACTIVITY_CODE',
  'SIFEN_ACTIVITY_NAME',
  'SIFEN_ADDRESS',
  'SIFEN_PHONE',
  'SIFEN_EMAIL',
  'SIFEN_TIMBRADO',
  'SIFEN_TIMBRADO_START',
  'SIFEN_CERT_FILE',
  'SIFEN_KEY_FILE',
  'SIFEN_CSC_ID',
  'SIFEN_CSC',
] as const;

/** SIFEN's RUC: a valid check digit (SET's módulo 11) and a base of at most 8 characters (tRuc). */
function parseRuc(value: string): { base: string; dv: number } | null {
  if (!isValidRuc(value)) return null;
  const [base, dv] = formatRuc(value).split('-');
  return base.length <= 8 && /^[1-9][0-9]*[0-9A-D]?$/.test(base) ? { base, dv: Number(dv) } : null;
}

const place = (raw: string): Place | null => {
  const m = /^([0-9]{1,5})\s+(\S.*)$/.exec(raw.trim());
  return m ? { code: Number(m[1]), name: m[2] } : null;
};

/**
 * The invoicing configuration, or why there is none. `problem` is one line; in production the caller refuses to start
 * with it when SIFEN is partly configured.
 */
export function sifenConfig(e: SifenEnv): { config: SifenConfig | null; problem: string | null } {
  const anySet = REQUIRED.some((k) => e[k] !== undefined);
  if (!e.SIFEN_ENV)
    return {
      config: null,
      problem: anySet
        ? 'SIFEN_* is set but SIFEN_ENV is not: set SIFEN_ENV=test or prod, or remove the SIFEN_* variables (invoices off).'
        : null,
    };
  const missing = REQUIRED.filter((k) => e[k] === undefined);
  if (missing.length)
    return {
      config: null,
      problem: `SIFEN_ENV=${e.SIFEN_ENV} needs ${missing.join(', ')} (invoices off until they are set).`,
    };
  const bad: string[] = [];
  const ruc = parseRuc(e.SIFEN_RUC!);
  if (!ruc) bad.push('SIFEN_RUC is not a RUC with its check digit (80000519-8)');
  if (!/^[0-9]{8}$/.test(e.SIFEN_TIMBRADO!)) bad.push('SIFEN_TIMBRADO has 8 digits');
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(e.SIFEN_TIMBRADO_START!))
    bad.push('SIFEN_TIMBRADO_START is YYYY-MM-DD');
  if (!/^[0-9]{1,4}$/.test(e.SIFEN_CSC_ID!))
    bad.push('SIFEN_CSC_ID is the CSC number SET gave (1 to 4 digits)');
  if (e.SIFEN_CSC!.length < 16) bad.push('SIFEN_CSC is the 32-character code SET gave');
  if (e.SIFEN_CA_FILE && e.SIFEN_ENV === 'prod')
    bad.push("SIFEN_CA_FILE is for a test double only: SET's production host has a public certificate");
  const department = place(e.SIFEN_DEPARTMENT);
  const district = place(e.SIFEN_DISTRICT);
  const city = place(e.SIFEN_CITY);
  if (!department || !district || !city)
    bad.push('SIFEN_DEPARTMENT, SIFEN_DISTRICT and SIFEN_CITY are "code NAME" from SET\'s catalogue');
  if (bad.length || !ruc || !department || !district || !city)
    return { config: null, problem: `SIFEN: ${bad.join('; ')}.` };
  const hosts = SIFEN_HOSTS[e.SIFEN_ENV];
  return {
    problem: null,
    config: {
      env: e.SIFEN_ENV,
      ruc: ruc.base,
      rucDv: ruc.dv,
      businessName: e.SIFEN_BUSINESS_NAME!,
      tradeName: e.SIFEN_TRADE_NAME,
      taxpayerType: e.SIFEN_TAXPAYER_TYPE === '1' ? 1 : 2,
      activity: { code: e.SIFEN_ACTIVITY_CODE!, name: e.SIFEN_ACTIVITY_NAME! },
      address: e.SIFEN_ADDRESS!,
      houseNumber: Number(e.SIFEN_HOUSE_NUMBER),
      department,
      district,
      city,
      phone: e.SIFEN_PHONE!,
      email: e.SIFEN_EMAIL!,
      timbrado: e.SIFEN_TIMBRADO!,
      timbradoStart: e.SIFEN_TIMBRADO_START!,
      establishment: e.SIFEN_ESTABLISHMENT,
      point: e.SIFEN_POINT,
      certFile: e.SIFEN_CERT_FILE!,
      keyFile: e.SIFEN_KEY_FILE!,
      keyPassword: e.SIFEN_KEY_PASSWORD,
      cscId: e.SIFEN_CSC_ID!.padStart(4, '0'),
      csc: e.SIFEN_CSC!,
      url: (e.SIFEN_URL ?? hosts.url).replace(/\/$/, ''),
      caFile: e.SIFEN_CA_FILE,
      qrUrl: e.SIFEN_QR_URL ?? hosts.qrUrl,
      sendMs: e.SIFEN_SEND_MS,
      timeoutMs: 30_000,
    },
  };
}

/** The start line's words. */
export const describeInvoices = (c: SifenConfig | null) =>
  c ? `invoices: SIFEN ${c.env}, establishment ${c.establishment}-${c.point}` : 'invoices: off';
