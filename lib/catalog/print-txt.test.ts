import { describe, expect, it } from 'vitest';
import { buildPriceListTxt, fitColumn, TXT_CODE_WIDTH, TXT_NAME_WIDTH, txtLine, txtPrice } from './print-txt';

const texts = { invalidPrice: 'Preço inválido', missingPrice: 'N/A' };

describe('fitColumn', () => {
  it('pads to the exact width', () => {
    expect(fitColumn('123', 12)).toBe('123         ');
    expect(fitColumn('123', 12)).toHaveLength(12);
  });
  it('cuts long values with an ellipsis and keeps a separating space', () => {
    const out = fitColumn('x'.repeat(120), 90);
    expect(out).toHaveLength(90);
    expect(out.endsWith('… ')).toBe(true);
    expect(fitColumn('y'.repeat(12), 12)).toHaveLength(12);
  });
  it('collapses line breaks and spaces', () => {
    expect(fitColumn(' a \n b ', 6)).toBe('a b   ');
  });
});

describe('txtPrice', () => {
  it('prints U$ with two decimals in the store number format', () => {
    expect(txtPrice(154, texts)).toBe('U$ 154,00');
    expect(txtPrice('1234.5', texts)).toBe('U$ 1.234,50');
    expect(txtPrice(0, texts)).toBe('U$ 0,00');
  });
  it('prints N/A when missing and the invalid text when not numeric', () => {
    expect(txtPrice(null, texts)).toBe('N/A');
    expect(txtPrice(undefined, texts)).toBe('N/A');
    expect(txtPrice('', texts)).toBe('N/A');
    expect(txtPrice('abc', texts)).toBe('Preço inválido');
    expect(txtPrice(Number.NaN, texts)).toBe('Preço inválido');
    expect(txtPrice({}, texts)).toBe('Preço inválido');
  });
});

describe('txtLine', () => {
  it('puts the code in 12 columns, the name in 90, then the price', () => {
    const line = txtLine({ codigo: '3753101', nome: 'Lattafa Khamrah EDP 100 ml', usd: 39.9 }, texts);
    expect(line.slice(0, TXT_CODE_WIDTH)).toBe('3753101     ');
    expect(line.slice(TXT_CODE_WIDTH, TXT_CODE_WIDTH + TXT_NAME_WIDTH).trimEnd()).toBe(
      'Lattafa Khamrah EDP 100 ml',
    );
    expect(line.slice(TXT_CODE_WIDTH + TXT_NAME_WIDTH)).toBe('U$ 39,90');
    expect(line).toHaveLength(12 + 90 + 'U$ 39,90'.length);
  });
  it('keeps the price column aligned for long names', () => {
    const line = txtLine({ codigo: '1', nome: 'n'.repeat(200), usd: null }, texts);
    expect(line.slice(102)).toBe('N/A');
  });
});

describe('buildPriceListTxt', () => {
  const header = {
    title: 'Lista de Preços',
    date: '12 de março de 2025',
    disclaimer: 'Preços sujeitos a alteração.',
    columns: { code: 'Código', name: 'Produto', price: 'Preço (U$)' },
  };
  it('writes a header, aligned column titles and one CRLF line per product', () => {
    const txt = buildPriceListTxt(
      [
        { codigo: 'A1', nome: 'Um', usd: 1 },
        { codigo: 'B2', nome: 'Dois', usd: 'x' },
      ],
      header,
      texts,
    );
    const lines = txt.split('\r\n');
    expect(lines.slice(0, 3)).toEqual([
      'Lista de Preços',
      '12 de março de 2025',
      'Preços sujeitos a alteração.',
    ]);
    expect(lines[4].indexOf('Produto')).toBe(12);
    expect(lines[4].indexOf('Preço (U$)')).toBe(102);
    expect(lines[6]).toBe(`${'A1'.padEnd(12)}${'Um'.padEnd(90)}U$ 1,00`);
    expect(lines[7].endsWith('Preço inválido')).toBe(true);
    expect(txt.endsWith('\r\n')).toBe(true);
  });
});
