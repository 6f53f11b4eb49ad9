import type { CurrencyCode, CurrencyId, Moeda } from '../contract/common';

export interface CurrencyInfo {
  id: CurrencyId;
  code: CurrencyCode;
  symbol: string;
  decimals: number;
}

/** Spec §3: 1 BRL (R$, 2), 2 USD (U$, 2), 3 PYG (G$, 0), 4 ARS (P$, 2). */
export const CURRENCIES: Record<CurrencyId, CurrencyInfo> = {
  1: { id: 1, code: 'BRL', symbol: 'R$', decimals: 2 },
  2: { id: 2, code: 'USD', symbol: 'U$', decimals: 2 },
  3: { id: 3, code: 'PYG', symbol: 'G$', decimals: 0 },
  4: { id: 4, code: 'ARS', symbol: 'P$', decimals: 2 },
};

export const CURRENCY_BY_CODE: Record<CurrencyCode, CurrencyInfo> = {
  BRL: CURRENCIES[1],
  USD: CURRENCIES[2],
  PYG: CURRENCIES[3],
  ARS: CURRENCIES[4],
};

/** Unknown ids are USD (spec §3). */
export function currencyById(id: number | string | null | undefined): CurrencyInfo {
  const n = Number(id);
  return n === 1 || n === 2 || n === 3 || n === 4 ? CURRENCIES[n] : CURRENCIES[2];
}

export function toMoeda(c: CurrencyInfo): Moeda {
  return { id: c.id, simbolo: c.symbol, casas_decimais: c.decimals };
}
