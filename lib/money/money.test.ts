import { describe, expect, it } from 'vitest';
import {
  convertMinor,
  convertUsd,
  CURRENCIES,
  formatMoney,
  formatNumberPt,
  formatRate,
  majorToMinor,
  parseScaled,
  type Rate,
} from '.';

const rates: Rate[] = [
  { targetCurrencyId: 1, tax: '5.35', multiply: true },
  { targetCurrencyId: 3, tax: '7300', multiply: true },
  { targetCurrencyId: 4, tax: '0.00085', multiply: false },
];

describe('convertUsd', () => {
  it('multiplies by the rate when multiply is set and rounds to the currency decimals', () => {
    expect(convertUsd('19.99', 1, rates)).toMatchObject({ minor: 10695, major: 106.95 });
    expect(convertUsd('19.99', 3, rates).major).toBe(145927);
  });
  it('divides when multiply is false', () => {
    // 10 ÷ 0.00085 = 11764.70588… → 11764.71
    expect(convertUsd('10.00', 4, rates).major).toBe(11764.71);
  });
  it('leaves USD and currencies without a rate unchanged', () => {
    expect(convertUsd('12.50', 2, rates).major).toBe(12.5);
    expect(convertUsd('12.50', 1, []).major).toBe(12.5);
  });
  it('treats unknown currency ids as USD', () => {
    expect(convertUsd('3.33', 99, rates).currency.code).toBe('USD');
  });
  it('rounds half up without float drift', () => {
    // 1.005 × 1 must be 1.01 at 2 decimals, where floats give 1.00
    expect(convertUsd('1.005', 1, [{ targetCurrencyId: 1, tax: '1', multiply: true }]).major).toBe(1.01);
  });
});

describe('formatting (spec §9)', () => {
  it('groups with dots and uses a decimal comma', () => {
    expect(formatNumberPt(1234567.891, 2)).toBe('1.234.567,89');
    expect(formatNumberPt(999, 0)).toBe('999');
    expect(formatNumberPt(-1000.5, 2)).toBe('-1.000,50');
  });
  it('prints PYG without decimals and the others with two', () => {
    expect(formatMoney(145927, CURRENCIES[3])).toBe('G$ 145.927');
    expect(formatMoney(106.95, 1)).toBe('R$ 106,95');
    expect(formatMoney(1500, 2)).toBe('U$ 1.500,00');
    expect(formatMoney(11764.71, 4)).toBe('P$ 11.764,71');
  });
  it('prints header rates: R$ and G$ whole, P$ with two decimals', () => {
    expect(formatRate('5.35', CURRENCIES[1])).toBe('R$ 5');
    expect(formatRate('7300.000000', CURRENCIES[3])).toBe('G$ 7.300');
    expect(formatRate('1180.5', CURRENCIES[4])).toBe('P$ 1.180,50');
  });
  it('parses exact decimals', () => {
    expect(parseScaled('0.1', 2)).toBe(10n);
    expect(() => parseScaled('1e3', 2)).toThrow();
  });
});

describe('convertMinor', () => {
  const rates: Rate[] = [
    { targetCurrencyId: 1, tax: '5.35', multiply: true },
    { targetCurrencyId: 3, tax: '7300', multiply: true },
    { targetCurrencyId: 4, tax: '0.00085', multiply: false },
  ];
  it('prices a guarani fee in dollars, reais and guaranis', () => {
    expect(convertMinor(25_000, 3, 3, rates)).toBe(25_000);
    // 25,000 G$ ÷ 7,300 = U$ 3.42 (342 cents)
    expect(convertMinor(25_000, 3, 2, rates)).toBe(342);
    // through the dollar: 3.42 × 5.35 = R$ 18.30
    expect(convertMinor(25_000, 3, 1, rates)).toBe(1830);
  });
  it('round-trips a dollar amount through a divide-rate currency', () => {
    const ars = convertMinor(1000, 2, 4, rates);
    expect(ars).toBe(1176471);
    expect(convertMinor(ars, 4, 2, rates)).toBe(1000);
  });
  it('keeps zero free', () => {
    expect(convertMinor(0, 3, 1, rates)).toBe(0);
  });
});

describe('majorToMinor', () => {
  it('turns a JSON amount into exact minor units, floats included', () => {
    expect(majorToMinor(12.34, CURRENCIES[2])).toBe(1234);
    expect(majorToMinor(0.1 + 0.2, CURRENCIES[1])).toBe(30); // 0.30000000000000004
    expect(majorToMinor(1.005, CURRENCIES[2])).toBe(101);
    expect(majorToMinor(30000, CURRENCIES[3])).toBe(30000);
  });
});
