import { currencyById, type CurrencyInfo } from './currencies';

/**
 * Spec §9: Portuguese number format (1.234,56), PYG without decimals, BRL/USD/ARS with two.
 * Hand-rolled rather than Intl so server and browser print the same bytes (no ICU differences).
 */
export function formatNumberPt(value: number, decimals: number): string {
  const negative = value < 0;
  const fixed = Math.abs(value).toFixed(decimals);
  const [int, frac] = fixed.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return (negative ? '-' : '') + (frac ? `${grouped},${frac}` : grouped);
}

/** "U$ 1.234,50", "G$ 9.125.000". */
export function formatMoney(major: number, currency: CurrencyInfo | number): string {
  const c = typeof currency === 'number' ? currencyById(currency) : currency;
  return `${c.symbol} ${formatNumberPt(major, c.decimals)}`;
}

/** Header rates (spec §9): R$ and G$ without decimals, P$ with two. */
export function formatRate(tax: string | number, currency: CurrencyInfo): string {
  const decimals = currency.code === 'ARS' ? 2 : 0;
  return `${currency.symbol} ${formatNumberPt(Number(tax), decimals)}`;
}
