/** The store as issuer (gEmis, gTimb): read from SIFEN_* (server/config-sifen.ts). */
export interface Issuer {
  ruc: string;
  rucDv: number;
  businessName: string;
  tradeName?: string | undefined;
  taxpayerType: 1 | 2;
  activity: { code: string; name: string };
  address: string;
  houseNumber: number;
  department: { code: number; name: string };
  district: { code: number; name: string };
  city: { code: number; name: string };
  phone: string;
  email: string;
  timbrado: string;
  timbradoStart: string;
  establishment: string;
  point: string;
  cscId: string;
  csc: string;
  qrUrl: string;
}
