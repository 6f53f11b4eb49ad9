import { describe, expect, it } from 'vitest';
import { currencyIdParam, intParam, positiveIntString, wholeNumber } from './common';

describe('ids and whole numbers read only plain decimal digits', () => {
  it('reads digit strings and JSON integers', () => {
    expect(positiveIntString.parse('12')).toBe(12);
    expect(positiveIntString.parse('007')).toBe(7);
    expect(positiveIntString.parse(12)).toBe(12);
    expect(positiveIntString.parse('2147483647')).toBe(2_147_483_647);
    expect(intParam(0, 10).parse('0')).toBe(0);
    expect(wholeNumber.parse('3')).toBe(3);
  });

  it.each([
    '1e3',
    ' 12',
    '12 ',
    '0x10',
    '0b1',
    '0o7',
    '1.0',
    '1.5',
    '+1',
    '-1',
    '',
    '١٢',
    'Infinity',
    'NaN',
    '1_000',
  ])('refuses %j instead of coercing it', (v) => {
    const r = positiveIntString.safeParse(v);
    expect(r.success).toBe(false);
  });

  it('refuses non-integers and values out of range, as JSON numbers too', () => {
    expect(positiveIntString.safeParse(1.5).success).toBe(false);
    expect(positiveIntString.safeParse(0).success).toBe(false);
    expect(positiveIntString.safeParse('0').success).toBe(false);
    expect(positiveIntString.safeParse('2147483648').success).toBe(false);
    expect(positiveIntString.safeParse(true).success).toBe(false);
    expect(positiveIntString.safeParse(['1']).success).toBe(false);
  });

  it('names "integers only" for a non-digit string, the least value for "0" and "-4"', () => {
    expect(positiveIntString.safeParse('-4').error?.issues[0]).toMatchObject({
      code: 'too_small',
      minimum: 1,
    });
    const bad = positiveIntString.safeParse('1e3');
    expect(bad.error?.issues[0]).toMatchObject({ code: 'invalid_type', expected: 'number' });
    const zero = positiveIntString.safeParse('0');
    expect(zero.error?.issues[0]).toMatchObject({ code: 'too_small', minimum: 1 });
  });

  it('currency ids: only 1–4 as digits or numbers; any other spelling falls back to USD (spec §3)', () => {
    expect(currencyIdParam.parse('3')).toBe(3);
    expect(currencyIdParam.parse(1)).toBe(1);
    expect(currencyIdParam.parse(undefined)).toBe(2);
    for (const v of ['1e0', ' 3', '0x3', '3.0', '', null, true])
      expect(currencyIdParam.parse(v), String(v)).toBe(2);
  });
});
