import { CURRENCY_DECIMALS, type DocumentInput, type VatTreatment } from './document';

/** An item's amounts in minor units: total, taxable base and IVA (Manual v150, E7.3 gCamIVA). */
export interface ItemAmounts {
  total: number;
  base: number;
  vat: number;
  rate: 0 | 5 | 10;
}

const RATE: Record<VatTreatment, 0 | 5 | 10> = { included10: 10, included5: 5, exempt: 0 };

/**
 * IVA included in the price (Paraguayans): base = total × 100 / (100 + rate), rounded to the currency's unit, and
 * IVA = total − base, so base + IVA is the price the buyer paid to the unit (E735 dBasGravIVA, E736 dLiqIVAItem).
 */
export function itemAmounts(unitMinor: number, quantity: number, vat: VatTreatment): ItemAmounts {
  const total = unitMinor * quantity;
  const rate = RATE[vat];
  if (rate === 0) return { total, base: 0, vat: 0, rate };
  const base = Math.round((total * 100) / (100 + rate));
  return { total, base, vat: total - base, rate };
}

export interface Totals {
  exempt: number;
  sub5: number;
  sub10: number;
  total: number;
  vat5: number;
  vat10: number;
  base5: number;
  base10: number;
  vat: number;
  base: number;
}

export function documentTotals(doc: Pick<DocumentInput, 'items'>): Totals {
  const t: Totals = {
    exempt: 0,
    sub5: 0,
    sub10: 0,
    total: 0,
    vat5: 0,
    vat10: 0,
    base5: 0,
    base10: 0,
    vat: 0,
    base: 0,
  };
  for (const item of doc.items) {
    const a = itemAmounts(item.unitMinor, item.quantity, item.vat);
    t.total += a.total;
    if (a.rate === 0) t.exempt += a.total;
    if (a.rate === 5)
      Object.assign(t, { sub5: t.sub5 + a.total, vat5: t.vat5 + a.vat, base5: t.base5 + a.base });
    if (a.rate === 10)
      Object.assign(t, { sub10: t.sub10 + a.total, vat10: t.vat10 + a.vat, base10: t.base10 + a.base });
  }
  t.vat = t.vat5 + t.vat10;
  t.base = t.base5 + t.base10;
  return t;
}

/** Minor units as SIFEN's decimal (no thousands separator, a point, the currency's decimals; PYG has none). */
export function decimal(minor: number, currency: DocumentInput['currency']): string {
  const d = CURRENCY_DECIMALS[currency];
  if (d === 0) return String(minor);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 10 ** d)}.${String(abs % 10 ** d).padStart(d, '0')}`;
}

/** Guaraníes of an amount in another currency at the document's rate (dTotOpeGs, dTotalGs). */
export const inGuaranies = (minor: number, doc: Pick<DocumentInput, 'currency' | 'exchangeRate'>) =>
  doc.currency === 'PYG'
    ? minor
    : Math.round((minor / 10 ** CURRENCY_DECIMALS[doc.currency]) * (doc.exchangeRate ?? 0));
