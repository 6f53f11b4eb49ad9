import { describe, expect, it } from 'vitest';
import { paginatePrint, printDate } from './print-pages';

const rows = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('paginatePrint (15 then 20)', () => {
  it('has no pages without products', () => {
    expect(paginatePrint([])).toEqual([]);
  });
  it('fills the first page with up to 15', () => {
    expect(paginatePrint(rows(1)).map((p) => p.length)).toEqual([1]);
    expect(paginatePrint(rows(15)).map((p) => p.length)).toEqual([15]);
  });
  it('puts 20 on each later page', () => {
    expect(paginatePrint(rows(16)).map((p) => p.length)).toEqual([15, 1]);
    expect(paginatePrint(rows(35)).map((p) => p.length)).toEqual([15, 20]);
    expect(paginatePrint(rows(56)).map((p) => p.length)).toEqual([15, 20, 20, 1]);
  });
  it('keeps every row once, in order', () => {
    expect(paginatePrint(rows(56)).flat()).toEqual(rows(56));
  });
});

describe('printDate', () => {
  it('uses the long format of each language', () => {
    const d = new Date('2025-03-12T15:00:00Z');
    expect(printDate(d, 'pt-BR')).toBe('12 de março de 2025');
    expect(printDate(d, 'es-PY')).toBe('12 de marzo de 2025');
  });
  it('uses the store time zone (UTC-3/-4), not UTC', () => {
    expect(printDate(new Date('2025-03-13T01:30:00Z'), 'pt-BR')).toBe('12 de março de 2025');
  });
});
