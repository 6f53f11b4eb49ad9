import { currencyById, type CurrencyInfo } from './currencies';
import { divRound, parseScaled, pow10 } from './decimal';

/** The subset of an exchange rate conversion needs (spec §3: tax, multiply). */
export interface Rate {
  targetCurrencyId: number;
  /** Decimal string or number: units of target per unit of source when multiply is true. */
  tax: string | number;
  multiply: boolean;
}

const RATE_SCALE = 6;

/**
 * Converts a USD price to the target currency in the target's minor units (centavos, guaranis).
 * multiply: price × rate; otherwise price ÷ rate. No rate (or USD itself): the amount is unchanged (spec §4).
 */
export function convertUsdToMinor(priceUsd: string | number, target: CurrencyInfo, rates: readonly Rate[]): number {
  const cents = parseScaled(priceUsd, 2);
  const rate = target.code === 'USD' ? undefined : rates.find((r) => r.targetCurrencyId === target.id);
  const targetScale = pow10(target.decimals);
  if (!rate || Number(rate.tax) <= 0) return Number(divRound(cents * targetScale, 100n));
  const scaledRate = parseScaled(rate.tax, RATE_SCALE);
  const value = rate.multiply
    ? divRound(cents * scaledRate * targetScale, 100n * pow10(RATE_SCALE))
    : divRound(cents * targetScale * pow10(RATE_SCALE), scaledRate * 100n);
  return Number(value);
}

/** Minor units → major number for JSON (12345 cents → 123.45). */
export function minorToMajor(minor: number, currency: CurrencyInfo): number {
  return minor / 10 ** currency.decimals;
}

export function convertUsd(priceUsd: string | number, currencyId: number, rates: readonly Rate[]) {
  const currency = currencyById(currencyId);
  const minor = convertUsdToMinor(priceUsd, currency, rates);
  return { currency, minor, major: minorToMajor(minor, currency) };
}
