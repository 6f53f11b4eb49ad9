import { CURRENCIES, formatMoney } from '@/lib/money';

/** Spec §9 text export: fixed file name and column widths, price in U$ with two decimals. */
export const TXT_FILE_NAME = 'Lista_de_Precos.txt';
export const TXT_CODE_WIDTH = 12;
export const TXT_NAME_WIDTH = 90;
/** CRLF: the file is opened mostly in Windows Notepad at the shop counter. */
export const TXT_EOL = '\r\n';

export interface TxtTexts {
  /** Spec §8: "Preço inválido" for a non-numeric price. */
  invalidPrice: string;
  /** Spec §8: "N/A" for a missing price. */
  missingPrice: string;
}

/**
 * Exactly `width` characters: padded, or cut with an ellipsis and one space left so the next
 * column never touches this one. Line breaks and runs of spaces collapse (one product, one line).
 */
export function fitColumn(value: string, width: number): string {
  const clean = value.replace(/\s+/g, ' ').trim();
  if (clean.length < width) return clean.padEnd(width);
  return `${clean.slice(0, width - 2)}… `;
}

/** Price cell: U$ in the store's number format; N/A when missing, the invalid text when not numeric. */
export function txtPrice(usd: unknown, texts: TxtTexts): string {
  if (usd === null || usd === undefined || usd === '') return texts.missingPrice;
  const n = typeof usd === 'number' ? usd : typeof usd === 'string' ? Number(usd.trim()) : NaN;
  if (!Number.isFinite(n)) return texts.invalidPrice;
  return formatMoney(n, CURRENCIES[2]);
}

export interface TxtRow {
  codigo: string;
  nome: string;
  /** Base price in US dollars; null when hidden or missing. */
  usd: number | string | null;
}

export function txtLine(row: TxtRow, texts: TxtTexts): string {
  return (
    fitColumn(row.codigo, TXT_CODE_WIDTH) + fitColumn(row.nome, TXT_NAME_WIDTH) + txtPrice(row.usd, texts)
  );
}

export interface TxtHeader {
  title: string;
  date: string;
  disclaimer: string;
  columns: { code: string; name: string; price: string };
}

/** Whole file: a short header block, the column titles, a rule, then one line per product. */
export function buildPriceListTxt(rows: readonly TxtRow[], header: TxtHeader, texts: TxtTexts): string {
  const columns =
    fitColumn(header.columns.code, TXT_CODE_WIDTH) +
    fitColumn(header.columns.name, TXT_NAME_WIDTH) +
    header.columns.price;
  const lines = [
    header.title,
    header.date,
    header.disclaimer,
    '',
    columns,
    '-'.repeat(TXT_CODE_WIDTH + TXT_NAME_WIDTH + 16),
    ...rows.map((r) => txtLine(r, texts)),
  ];
  return lines.join(TXT_EOL) + TXT_EOL;
}
