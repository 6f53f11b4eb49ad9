import { describe, expect, it } from 'vitest';
import { testSifenCertificate } from '../../test/doubles/sifen-certificate';
import { xsdErrors } from '../../test/sifen-xsd';
import { itemAmounts } from './amounts';
import { buildCdc, cdcIsValid } from './cdc';
import { paraguayTime } from './de-xml';
import { makeSignedDocument, type DocumentInput, type Issuer } from './index';
import { qrHashIsValid } from './qr';
import { verifyDocument } from './sign';

/** Issue 27 §2–3: every kind of buyer's DE passes SET's XSDs, and its signature, CDC and QR hash verify. */
const cert = testSifenCertificate();
const key = { privateKey: cert.privateKey, certificate: cert.certificate };
const issuer: Issuer = {
  ruc: '80069563',
  rucDv: 1,
  businessName: 'Loja CDE S.A.',
  tradeName: 'Loja CDE',
  taxpayerType: 2,
  activity: { code: '47190', name: 'COMERCIO AL POR MENOR DE OTROS PRODUCTOS' },
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
const at = new Date('2026-11-28T13:30:00Z');
const paraguayan = (buyer: DocumentInput['buyer']): DocumentInput => ({
  kind: 'invoice',
  number: 42,
  issuedAt: at,
  securityCode: '123456789',
  buyer,
  currency: 'PYG',
  items: [
    {
      code: 'PERF-001',
      description: 'Perfume Eau de Toilette 100 ml',
      quantity: 2,
      unitMinor: 350_000,
      vat: 'included10',
    },
    { code: 'FLETE', description: 'Envío a domicilio', quantity: 1, unitMinor: 25_000, vat: 'included10' },
  ],
  payment: { code: 21, description: 'Pago Electrónico' },
});
const brazilian: DocumentInput = {
  kind: 'invoice',
  number: 43,
  issuedAt: at,
  securityCode: '000000007',
  buyer: {
    kind: 'foreign',
    country: 'BRA',
    countryName: 'Brasil',
    document: 'foreign-id',
    number: '12.345.678-9',
    name: 'João da Silva',
    email: 'joao@example.com.br',
  },
  currency: 'USD',
  exchangeRate: 7350.5,
  items: [{ code: 'NB-15', description: 'Notebook 15"', quantity: 1, unitMinor: 54_990, vat: 'exempt' }],
  payment: { code: 5, description: 'Transferencia' },
};

describe('SIFEN documents', () => {
  const cases: [string, DocumentInput][] = [
    [
      'Paraguayan with RUC (B2B)',
      paraguayan({ kind: 'taxpayer', ruc: '80000519', dv: 8, name: 'Importadora Alto Paraná S.A.' }),
    ],
    [
      'Paraguayan with cédula (B2C)',
      paraguayan({
        kind: 'consumer',
        cedula: '1234567',
        name: 'María González',
        email: 'maria@example.com.py',
      }),
    ],
    ['Brazilian (foreign buyer, dollars, exempt)', brazilian],
  ];

  it.each(cases)('%s: valid against siRecepDE_v150.xsd, signed, CDC and QR hash verify', (_name, doc) => {
    const made = makeSignedDocument(issuer, key, doc);
    expect(xsdErrors(made.xml)).toEqual([]);
    expect(verifyDocument(made.xml, cert.certificate)).toBe(true);
    expect(made.cdc).toHaveLength(44);
    expect(cdcIsValid(made.cdc)).toBe(true);
    expect(made.xml).toContain(`<DE Id="${made.cdc}">`);
    expect(made.xml).toContain(`<Reference URI="#${made.cdc}">`);
    expect(qrHashIsValid(made.qr, issuer.csc)).toBe(true);
    expect(qrHashIsValid(made.qr, 'another CSC')).toBe(false);
    expect(made.qr.startsWith('https://ekuatia.set.gov.py/consultas-test/qr?nVersion=150&Id=')).toBe(true);
    expect(made.xml).not.toContain(issuer.csc);
  });

  it('a tampered document no longer verifies', () => {
    const made = makeSignedDocument(issuer, key, cases[0][1]);
    expect(
      verifyDocument(made.xml.replace('<dTotGralOpe>725000<', '<dTotGralOpe>1<'), cert.certificate),
    ).toBe(false);
  });

  it('codes the buyer as the manual asks', () => {
    const b2b = makeSignedDocument(issuer, key, cases[0][1]).xml;
    expect(b2b).toContain(
      '<iNatRec>1</iNatRec><iTiOpe>1</iTiOpe><cPaisRec>PRY</cPaisRec><dDesPaisRe>Paraguay</dDesPaisRe><iTiContRec>2</iTiContRec><dRucRec>80000519</dRucRec><dDVRec>8</dDVRec>',
    );
    const b2c = makeSignedDocument(issuer, key, cases[1][1]).xml;
    expect(b2c).toContain(
      '<iNatRec>2</iNatRec><iTiOpe>2</iTiOpe><cPaisRec>PRY</cPaisRec><dDesPaisRe>Paraguay</dDesPaisRe><iTipIDRec>1</iTipIDRec>',
    );
    const foreign = makeSignedDocument(issuer, key, brazilian).xml;
    expect(foreign).toContain(
      '<cPaisRec>BRA</cPaisRec><dDesPaisRe>Brasil</dDesPaisRe><iTipIDRec>3</iTipIDRec><dDTipIDRec>Cédula extranjera</dDTipIDRec><dNumIDRec>12345678-9</dNumIDRec>',
    );
    expect(foreign).toContain(
      '<cMoneOpe>USD</cMoneOpe><dDesMoneOpe>US Dollar</dDesMoneOpe><dCondTiCam>1</dCondTiCam><dTiCam>7350.5000</dTiCam>',
    );
    expect(foreign).toContain('<iAfecIVA>3</iAfecIVA><dDesAfecIVA>Exento</dDesAfecIVA>');
    expect(foreign).toContain('<dTotGralOpe>549.90</dTotGralOpe>');
    expect(foreign).toContain('<dTotalGs>4042040</dTotalGs>');
  });

  it('IVA included: base + IVA is the price paid, to the guaraní', () => {
    expect(itemAmounts(350_000, 2, 'included10')).toEqual({
      total: 700_000,
      base: 636_364,
      vat: 63_636,
      rate: 10,
    });
    expect(itemAmounts(105_000, 1, 'included5')).toEqual({
      total: 105_000,
      base: 100_000,
      vat: 5_000,
      rate: 5,
    });
    const xml = makeSignedDocument(issuer, key, cases[0][1]).xml;
    expect(xml).toContain('<dTotIVA>65909</dTotIVA>');
  });

  it('mixed rates (10 %, 5 %, exempt) in one DE: each item coded by its rate, totals per rate, XSD-valid', () => {
    const doc: DocumentInput = {
      ...paraguayan({ kind: 'taxpayer', ruc: '80000519', dv: 8, name: 'Importadora Alto Paraná S.A.' }),
      items: [
        {
          code: 'PERF-001',
          description: 'Perfume 100 ml',
          quantity: 2,
          unitMinor: 350_000,
          vat: 'included10',
        },
        { code: 'ARROZ-5', description: 'Arroz 5 kg', quantity: 3, unitMinor: 35_000, vat: 'included5' },
        { code: 'LIBRO-1', description: 'Libro', quantity: 1, unitMinor: 80_000, vat: 'exempt' },
      ],
    };
    const made = makeSignedDocument(issuer, key, doc);
    expect(xsdErrors(made.xml)).toEqual([]);
    expect(verifyDocument(made.xml, cert.certificate)).toBe(true);
    const items = [...made.xml.matchAll(/<gCamIVA>([\s\S]*?)<\/gCamIVA>/g)].map((m) => m[1]);
    // MT v150 E7.3: iAfecIVA 1 "Gravado IVA" with dTasaIVA 10 or 5 and dPropIVA 100; 3 "Exento" with rate 0;
    // dBasGravIVA = total × 100 / (100 + rate), dLiqIVAItem = total − base.
    expect(items).toEqual([
      '<iAfecIVA>1</iAfecIVA><dDesAfecIVA>Gravado IVA</dDesAfecIVA><dPropIVA>100</dPropIVA><dTasaIVA>10</dTasaIVA><dBasGravIVA>636364</dBasGravIVA><dLiqIVAItem>63636</dLiqIVAItem>',
      '<iAfecIVA>1</iAfecIVA><dDesAfecIVA>Gravado IVA</dDesAfecIVA><dPropIVA>100</dPropIVA><dTasaIVA>5</dTasaIVA><dBasGravIVA>100000</dBasGravIVA><dLiqIVAItem>5000</dLiqIVAItem>',
      '<iAfecIVA>3</iAfecIVA><dDesAfecIVA>Exento</dDesAfecIVA><dPropIVA>0</dPropIVA><dTasaIVA>0</dTasaIVA><dBasGravIVA>0</dBasGravIVA><dLiqIVAItem>0</dLiqIVAItem>',
    ]);
    // gTotSub: subtotals per rate, IVA per rate, bases per rate (F002–F017).
    const totals = /<gTotSub>([\s\S]*?)<\/gTotSub>/.exec(made.xml)![1];
    expect(totals).toContain('<dSubExe>80000</dSubExe><dSub5>105000</dSub5><dSub10>700000</dSub10>');
    expect(totals).toContain('<dTotOpe>885000</dTotOpe>');
    expect(totals).toContain('<dTotGralOpe>885000</dTotGralOpe>');
    expect(totals).toContain(
      '<dIVA5>5000</dIVA5><dIVA10>63636</dIVA10><dTotIVA>68636</dTotIVA><dBaseGrav5>100000</dBaseGrav5><dBaseGrav10>636364</dBaseGrav10><dTBasGraIVA>736364</dTBasGraIVA>',
    );
  });

  it('a credit note references the invoice by its CDC and passes the XSD', () => {
    const invoice = makeSignedDocument(issuer, key, cases[0][1]);
    const note = makeSignedDocument(issuer, key, {
      ...cases[0][1],
      kind: 'credit-note',
      number: 1,
      associatedCdc: invoice.cdc,
    });
    expect(note.cdc.slice(0, 2)).toBe('05');
    expect(note.xml).toContain(`<dCdCDERef>${invoice.cdc}</dCdCDERef>`);
    expect(xsdErrors(note.xml)).toEqual([]);
  });

  it('the CDC check digit is SET módulo 11 over the 43 digits', () => {
    const cdc = buildCdc({
      documentType: 1,
      ruc: '80069563',
      rucDv: 1,
      establishment: '001',
      point: '001',
      number: 42,
      taxpayerType: 2,
      date: '2026-11-28',
      emissionType: 1,
      securityCode: '123456789',
    });
    expect(cdc.slice(0, 43)).toBe('0180069563100100100000422202611281123456789');
    expect(cdcIsValid(cdc)).toBe(true);
    expect(cdcIsValid(cdc.slice(0, 43) + ((Number(cdc[43]) + 1) % 10))).toBe(false);
  });

  it('dates are Paraguay wall-clock time', () => {
    expect(paraguayTime(at)).toBe('2026-11-28T10:30:00');
  });
});
