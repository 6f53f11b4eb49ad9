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
 * A rate's tax scaled to RATE_SCALE, read once per rate object: a listing converts every card's price with the
 * same few rates, and parsing the decimal again for each was a third of the conversion's cost.
 */
const scaledRates = new WeakMap<Rate, bigint>();
function scaledRateOf(rate: Rate): bigint {
  let scaled = scaledRates.get(rate);
  if (scaled === undefined) scaledRates.set(rate, (scaled = parseScaled(rate.tax, RATE_SCALE)));
  return scaled;
}

/**
 * Converts a USD price to the target currency in the target's minor units (centavos, guaranis).
 * multiply: price × rate; otherwise price ÷ rate. No rate (or USD itself): the amount is unchanged (spec §4).
 */
export function convertUsdToMinor(
  priceUsd: string | number,
  target: CurrencyInfo,
  rates: readonly Rate[],
): number {
  const cents = parseScaled(priceUsd, 2);
  const rate = target.code === 'USD' ? undefined : rates.find((r) => r.targetCurrencyId === target.id);
  const targetScale = pow10(target.decimals);
  const scaledRate = rate ? scaledRateOf(rate) : 0n;
  if (!rate || scaledRate <= 0n) return Number(divRound(cents * targetScale, 100n));
  const value = rate.multiply
    ? divRound(cents * scaledRate * targetScale, 100n * pow10(RATE_SCALE))
    : divRound(cents * targetScale * pow10(RATE_SCALE), scaledRate * 100n);
  return Number(value);
}

/** Minor units → major number for JSON (12345 cents → 123.45). */
export function minorToMajor(minor: number, currency: CurrencyInfo): number {
  return minor / 10 ** currency.decimals;
}

/** Major number from JSON → minor units, exactly (123.45 → 12345 cents). */
export function majorToMinor(major: number, currency: CurrencyInfo): number {
  return Number(parseScaled(major, currency.decimals));
}

export function convertUsd(priceUsd: string | number, currencyId: number, rates: readonly Rate[]) {
  const currency = currencyById(currencyId);
  const minor = convertUsdToMinor(priceUsd, currency, rates);
  return { currency, minor, major: minorToMajor(minor, currency) };
}

/**
 * Converts an amount in one currency's minor units to another's, through the dollar (rates are quoted against
 * USD). Used for amounts set in a local currency, such as delivery fees in guaranis.
 */
export function convertMinor(
  amountMinor: number,
  fromId: number,
  toId: number,
  rates: readonly Rate[],
): number {
  const from = currencyById(fromId);
  const to = currencyById(toId);
  if (from.id === to.id) return amountMinor;
  const rate = from.code === 'USD' ? undefined : rates.find((r) => r.targetCurrencyId === from.id);
  let usdCents: bigint;
  if (!rate || Number(rate.tax) <= 0) {
    usdCents = divRound(BigInt(amountMinor) * 100n, pow10(from.decimals));
  } else {
    const scaledRate = parseScaled(rate.tax, RATE_SCALE);
    // Inverse of convertUsdToMinor: multiply-rates are divided out, divide-rates multiplied back.
    usdCents = rate.multiply
      ? divRound(BigInt(amountMinor) * 100n * pow10(RATE_SCALE), scaledRate * pow10(from.decimals))
      : divRound(BigInt(amountMinor) * 100n * scaledRate, pow10(RATE_SCALE) * pow10(from.decimals));
  }
  const usd = `${usdCents < 0n ? '-' : ''}${(usdCents < 0n ? -usdCents : usdCents) / 100n}.${String((usdCents < 0n ? -usdCents : usdCents) % 100n).padStart(2, '0')}`;
  return convertUsdToMinor(usd, to, rates);
}
