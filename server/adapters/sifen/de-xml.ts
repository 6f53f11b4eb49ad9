import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { paraguayClock } from '../../../lib/contract/paraguay-clock';
import { decimal, documentTotals, inGuaranies, itemAmounts } from './amounts';
import { buildCdc } from './cdc';
import { CURRENCY_NAMES, documentNumber, type Buyer, type DocumentInput } from './document';
import type { Issuer } from './issuer';

export const SIFEN_NS = 'http://ekuatia.set.gov.py/sifen/xsd';
/** Replaced by the QR value once the signature's digest is known (gCamFuFD is outside the signed DE). */
export const QR_PLACEHOLDER = '__QR__';

/** Paraguay's wall clock (America/Asuncion), as SIFEN's dates want it: AAAA-MM-DDThh:mm:ss. */
export function paraguayTime(at: Date): string {
  const p = paraguayClock(at);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

const KIND = {
  invoice: { code: 1, name: 'Factura electrónica' },
  'credit-note': { code: 5, name: 'Nota de crédito electrónica' },
} as const;

const add = (parent: XMLBuilder, name: string, value: string | number | undefined) => {
  if (value !== undefined) parent.ele(name).txt(String(value));
};

/** The buyer's group (gDatRec, D200–D220), coded as decision 0042 says. */
function receiver(de: XMLBuilder, buyer: Buyer) {
  const g = de.ele('gDatRec');
  if (buyer.kind === 'taxpayer') {
    add(g, 'iNatRec', 1);
    add(g, 'iTiOpe', 1);
    add(g, 'cPaisRec', 'PRY');
    add(g, 'dDesPaisRe', 'Paraguay');
    // D205: 1 persona física, 2 persona jurídica; companies' RUCs are the 80 million series.
    add(g, 'iTiContRec', /^80[0-9]{6}$/.test(buyer.ruc) ? 2 : 1);
    add(g, 'dRucRec', buyer.ruc);
    add(g, 'dDVRec', buyer.dv);
  } else if (buyer.kind === 'consumer') {
    add(g, 'iNatRec', 2);
    add(g, 'iTiOpe', 2);
    add(g, 'cPaisRec', 'PRY');
    add(g, 'dDesPaisRe', 'Paraguay');
    add(g, 'iTipIDRec', 1);
    add(g, 'dDTipIDRec', 'Cédula paraguaya');
    add(g, 'dNumIDRec', buyer.cedula);
  } else {
    add(g, 'iNatRec', 2);
    add(g, 'iTiOpe', 2);
    add(g, 'cPaisRec', buyer.country);
    add(g, 'dDesPaisRe', buyer.countryName);
    add(g, 'iTipIDRec', buyer.document === 'passport' ? 2 : 3);
    add(g, 'dDTipIDRec', buyer.document === 'passport' ? 'Pasaporte' : 'Cédula extranjera');
    add(g, 'dNumIDRec', documentNumber(buyer.number));
  }
  add(g, 'dNomRec', buyer.name.slice(0, 255));
  add(g, 'dEmailRec', buyer.email);
}

export interface DraftDocument {
  cdc: string;
  /** rDE without the signature; gCamFuFD holds QR_PLACEHOLDER. */
  xml: string;
  /** dFeEmiDE as written, for the QR. */
  issuedAt: string;
}

/** Writes the DE (Manual Técnico SIFEN v150 §13; the XSD DE_v150.xsd is the check) without its signature. */
export function draftDocument(issuer: Issuer, doc: DocumentInput): DraftDocument {
  const kind = KIND[doc.kind];
  const issuedAt = paraguayTime(doc.issuedAt);
  const cdc = buildCdc({
    documentType: kind.code,
    ruc: issuer.ruc,
    rucDv: issuer.rucDv,
    establishment: issuer.establishment,
    point: issuer.point,
    number: doc.number,
    taxpayerType: issuer.taxpayerType,
    date: issuedAt.slice(0, 10),
    emissionType: 1,
    securityCode: doc.securityCode,
  });
  const money = (minor: number) => decimal(minor, doc.currency);
  const foreignCurrency = doc.currency !== 'PYG';
  const rate = doc.exchangeRate?.toFixed(4);
  if (foreignCurrency && !doc.exchangeRate)
    throw new RangeError(`${doc.currency} document without an exchange rate`);

  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(SIFEN_NS, 'rDE', {
    'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    'xsi:schemaLocation': `${SIFEN_NS} siRecepDE_v150.xsd`,
  });
  add(root, 'dVerFor', 150);
  const de = root.ele('DE', { Id: cdc });
  add(de, 'dDVId', cdc[43]);
  add(de, 'dFecFirma', paraguayTime(new Date()));
  add(de, 'dSisFact', 1);

  const ope = de.ele('gOpeDE');
  add(ope, 'iTipEmi', 1);
  add(ope, 'dDesTipEmi', 'Normal');
  add(ope, 'dCodSeg', doc.securityCode);

  const timb = de.ele('gTimb');
  add(timb, 'iTiDE', kind.code);
  add(timb, 'dDesTiDE', kind.name);
  add(timb, 'dNumTim', issuer.timbrado);
  add(timb, 'dEst', issuer.establishment);
  add(timb, 'dPunExp', issuer.point);
  add(timb, 'dNumDoc', String(doc.number).padStart(7, '0'));
  add(timb, 'dFeIniT', issuer.timbradoStart);

  const gral = de.ele('gDatGralOpe');
  add(gral, 'dFeEmiDE', issuedAt);
  const com = gral.ele('gOpeCom');
  if (doc.kind === 'invoice') {
    // D011: required for invoices; 1 = sale of goods.
    add(com, 'iTipTra', 1);
    add(com, 'dDesTipTra', 'Venta de mercadería');
  }
  add(com, 'iTImp', 1);
  add(com, 'dDesTImp', 'IVA');
  add(com, 'cMoneOpe', doc.currency);
  add(com, 'dDesMoneOpe', CURRENCY_NAMES[doc.currency]);
  if (foreignCurrency) {
    // D017/D018: one rate for the whole document (1 = global).
    add(com, 'dCondTiCam', 1);
    add(com, 'dTiCam', rate);
  }

  const emis = gral.ele('gEmis');
  add(emis, 'dRucEm', issuer.ruc);
  add(emis, 'dDVEmi', issuer.rucDv);
  add(emis, 'iTipCont', issuer.taxpayerType);
  add(emis, 'dNomEmi', issuer.businessName);
  add(emis, 'dNomFanEmi', issuer.tradeName);
  add(emis, 'dDirEmi', issuer.address);
  add(emis, 'dNumCas', issuer.houseNumber);
  add(emis, 'cDepEmi', issuer.department.code);
  add(emis, 'dDesDepEmi', issuer.department.name);
  add(emis, 'cDisEmi', issuer.district.code);
  add(emis, 'dDesDisEmi', issuer.district.name);
  add(emis, 'cCiuEmi', issuer.city.code);
  add(emis, 'dDesCiuEmi', issuer.city.name);
  add(emis, 'dTelEmi', issuer.phone);
  add(emis, 'dEmailE', issuer.email);
  const act = emis.ele('gActEco');
  add(act, 'cActEco', issuer.activity.code);
  add(act, 'dDesActEco', issuer.activity.name);
  receiver(gral, doc.buyer);

  const tip = de.ele('gDtipDE');
  if (doc.kind === 'invoice') {
    const fe = tip.ele('gCamFE');
    // E011: 2 = electronic operation (an online sale).
    add(fe, 'iIndPres', 2);
    add(fe, 'dDesIndPres', 'Operación electrónica');
  } else {
    const nc = tip.ele('gCamNCDE');
    add(nc, 'iMotEmi', 2);
    add(nc, 'dDesMotEmi', 'Devolución');
  }
  const totals = documentTotals(doc);
  if (doc.kind === 'invoice') {
    const cond = tip.ele('gCamCond');
    add(cond, 'iCondOpe', 1);
    add(cond, 'dDCondOpe', 'Contado');
    const pay = cond.ele('gPaConEIni');
    add(pay, 'iTiPago', doc.payment.code);
    add(pay, 'dDesTiPag', doc.payment.description);
    add(pay, 'dMonTiPag', money(totals.total));
    add(pay, 'cMoneTiPag', doc.currency);
    add(pay, 'dDMoneTiPag', CURRENCY_NAMES[doc.currency]);
    if (foreignCurrency) add(pay, 'dTiCamTiPag', rate);
  }
  for (const item of doc.items) {
    const a = itemAmounts(item.unitMinor, item.quantity, item.vat);
    const it = tip.ele('gCamItem');
    add(it, 'dCodInt', item.code.slice(0, 20) || 'SIN-CODIGO');
    add(it, 'dDesProSer', item.description.slice(0, 120));
    // E711: 77 = "UNI" (unidad), from SET's table of units.
    add(it, 'cUniMed', 77);
    add(it, 'dDesUniMed', 'UNI');
    add(it, 'dCantProSer', item.quantity);
    const val = it.ele('gValorItem');
    add(val, 'dPUniProSer', money(item.unitMinor));
    add(val, 'dTotBruOpeItem', money(a.total));
    const rest = val.ele('gValorRestaItem');
    add(rest, 'dDescItem', money(0));
    add(rest, 'dTotOpeItem', money(a.total));
    if (foreignCurrency) add(rest, 'dTotOpeGs', inGuaranies(a.total, doc));
    const iva = it.ele('gCamIVA');
    if (a.rate === 0) {
      add(iva, 'iAfecIVA', 3);
      add(iva, 'dDesAfecIVA', 'Exento');
      add(iva, 'dPropIVA', 0);
      add(iva, 'dTasaIVA', 0);
    } else {
      add(iva, 'iAfecIVA', 1);
      add(iva, 'dDesAfecIVA', 'Gravado IVA');
      add(iva, 'dPropIVA', 100);
      add(iva, 'dTasaIVA', a.rate);
    }
    add(iva, 'dBasGravIVA', money(a.base));
    add(iva, 'dLiqIVAItem', money(a.vat));
  }

  const tot = de.ele('gTotSub');
  add(tot, 'dSubExe', money(totals.exempt));
  add(tot, 'dSub5', money(totals.sub5));
  add(tot, 'dSub10', money(totals.sub10));
  add(tot, 'dTotOpe', money(totals.total));
  for (const zero of [
    'dTotDesc',
    'dTotDescGlotem',
    'dTotAntItem',
    'dTotAnt',
    'dPorcDescTotal',
    'dDescTotal',
    'dAnticipo',
    'dRedon',
  ])
    add(tot, zero, zero === 'dPorcDescTotal' || zero === 'dRedon' ? '0' : money(0));
  add(tot, 'dTotGralOpe', money(totals.total));
  add(tot, 'dIVA5', money(totals.vat5));
  add(tot, 'dIVA10', money(totals.vat10));
  add(tot, 'dTotIVA', money(totals.vat));
  add(tot, 'dBaseGrav5', money(totals.base5));
  add(tot, 'dBaseGrav10', money(totals.base10));
  add(tot, 'dTBasGraIVA', money(totals.base));
  if (foreignCurrency) add(tot, 'dTotalGs', inGuaranies(totals.total, doc));

  if (doc.kind === 'credit-note') {
    if (!doc.associatedCdc) throw new RangeError('A credit note needs the invoice it credits');
    const aso = de.ele('gCamDEAsoc');
    add(aso, 'iTipDocAso', 1);
    add(aso, 'dDesTipDocAso', 'Electrónico');
    add(aso, 'dCdCDERef', doc.associatedCdc);
  }
  root.ele('gCamFuFD').ele('dCarQR').txt(QR_PLACEHOLDER);
  return { cdc, xml: root.end({ headless: false }), issuedAt };
}
