/**
 * One feed record → the product fields it sets. A cell left empty (or a column the feed lacks) leaves that field as
 * the store has it, so a partial feed (code, price, stock) updates only those; a new product needs a name, a
 * category and a price. Problems are row issues in both languages, never exceptions.
 */
import type { RawRecord } from './feed-reader';
import type { IssueCode, RowIssue } from './messages';

export interface ImportSpec {
  namePt: string;
  nameEs: string;
  valuePt: string;
  valueEs: string;
}

export interface ImportRow {
  line: number;
  code: string;
  namePt?: string;
  nameEs?: string;
  systemName?: string;
  brand?: string;
  category?: string;
  categoryEs?: string;
  department?: string;
  departmentEs?: string;
  /** US dollars with two decimals, converted from the feed's currency at the store's rate. */
  priceUsd?: string;
  stock?: number;
  storeStock?: number;
  active?: boolean;
  showPrice?: boolean;
  hasUnit?: boolean;
  position?: number;
  featuresPt?: string;
  featuresEs?: string;
  detailsPt?: string;
  detailsEs?: string;
  specs?: ImportSpec[];
  /** As written: http(s) URLs, /media/… paths or file names beside the feed. */
  pictures?: string[];
}

/** Column → the names a spreadsheet may give it (after columnKey folding). */
// prettier-ignore
export const COLUMNS = {
  codigo: ['codigo', 'code', 'sku'],
  nome_pt: ['nome_pt', 'nome'],
  nome_es: ['nome_es', 'nombre', 'nombre_es'],
  nome_sistema: ['nome_sistema'],
  marca: ['marca', 'brand'],
  categoria: ['categoria', 'categoria_pt'],
  categoria_es: ['categoria_es'],
  departamento: ['departamento', 'departamento_pt'],
  departamento_es: ['departamento_es'],
  valor_venda: ['valor_venda', 'preco', 'precio'],
  moeda: ['moeda', 'moneda'],
  estoque: ['estoque', 'qtde_disponivel', 'stock'],
  estoque_loja: ['estoque_loja', 'stock_tienda'],
  ativo: ['ativo', 'visivel', 'activo'],
  mostrar_preco: ['mostrar_preco'],
  tem_medida: ['tem_medida'],
  ordem: ['ordem', 'posicao'],
  caracteristica_pt: ['caracteristica_pt', 'caracteristicas_pt', 'caracteristica'],
  caracteristica_es: ['caracteristica_es', 'caracteristicas_es'],
  detalhes_pt: ['detalhes_pt', 'detalhes'],
  detalhes_es: ['detalhes_es', 'detalles_es'],
  especificacoes: ['especificacoes'],
  especificacoes_pt: ['especificacoes_pt'],
  especificacoes_es: ['especificacoes_es'],
  imagens: ['imagens', 'imagenes', 'fotos'],
} as const;
export type Column = keyof typeof COLUMNS;
const ALIAS = new Map<string, Column>(
  Object.entries(COLUMNS).flatMap(([col, names]) => names.map((n) => [n, col as Column] as const)),
);
export const columnOf = (key: string): Column | undefined => ALIAS.get(key);

/** The fast path's columns: a feed with only these updates price and stock in one statement per batch. */
export const STOCK_PRICE_COLUMNS: ReadonlySet<Column> = new Set([
  'codigo',
  'valor_venda',
  'moeda',
  'estoque',
  'estoque_loja',
]);

export interface Currency {
  decimals: number;
  /** How many units of this currency one US dollar buys, in millionths (USD: 1,000,000). */
  perUsdMicros: bigint;
}

export const MAX_PICTURES = 10;
const CODE = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/;
const TRUE = new Set(['1', 'sim', 's', 'si', 'sí', 'yes', 'y', 'true', 'verdadeiro', 'x']);
const FALSE = new Set(['0', 'nao', 'não', 'n', 'no', 'false', 'falso']);
const LIMITS = { name: 200, taxonomy: 120, text: 20_000, html: 100_000, spec: 120, specValue: 300 } as const;

type Fail = (code: IssueCode, params?: Record<string, string | number>) => void;

const text = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined;
  const s = String(value).trim();
  return s === '' ? undefined : s;
};

function limited(value: unknown, field: string, max: number, fail: Fail): string | undefined {
  const s = text(value);
  if (s !== undefined && s.length > max) {
    fail('text-too-long', { field, max });
    return undefined;
  }
  return s;
}

function bool(value: unknown, field: string, fail: Fail): boolean | undefined {
  if (typeof value === 'boolean') return value;
  const s = text(value)?.toLowerCase();
  if (s === undefined) return undefined;
  if (TRUE.has(s)) return true;
  if (FALSE.has(s)) return false;
  fail('boolean-invalid', { field, value: s.slice(0, 40) });
  return undefined;
}

function count(value: unknown, field: string, fail: Fail): number | undefined {
  const s = text(value);
  if (s === undefined) return undefined;
  if (!/^\d{1,9}$/.test(s)) {
    fail('stock-invalid', { field, value: s.slice(0, 40) });
    return undefined;
  }
  return Number(s);
}

/**
 * "1.299,90", "1299.90", "1299,9", 129 → digits and decimals. With both separators the last one is the decimal
 * mark; with one, it is the decimal mark unless it groups thousands ("1.299" with three digits after is 1299 only
 * when a comma follows, so a lone "1.299" stays 1.299).
 */
function decimal(raw: string): { negative: boolean; int: string; frac: string } | null {
  const s = raw.replace(/\s/g, '');
  const m = /^(-?)([\d.,]+)$/.exec(s);
  if (!m) return null;
  const body = m[2];
  const lastDot = body.lastIndexOf('.');
  const lastComma = body.lastIndexOf(',');
  const mark = Math.max(lastDot, lastComma);
  let int = mark < 0 ? body : body.slice(0, mark);
  const frac = mark < 0 ? '' : body.slice(mark + 1);
  const group = mark === lastDot ? ',' : '.';
  if (int.includes(mark === lastDot ? '.' : ',')) return null; // the decimal mark twice
  if (int.includes(group)) {
    if (!/^\d{1,3}([.,]\d{3})*$/.test(int)) return null;
    int = int.replaceAll(group, '');
  }
  if (!/^\d+$/.test(int) || !/^\d*$/.test(frac)) return null;
  return { negative: m[1] === '-', int, frac };
}

/** Price in the feed's currency → US dollars with two decimals (half up), in exact integer arithmetic. */
function priceUsd(value: unknown, currencyCode: string, currency: Currency, fail: Fail): string | undefined {
  const raw = typeof value === 'number' ? String(value) : text(value);
  if (raw === undefined) return undefined;
  const d = decimal(raw);
  if (!d || d.int.length > 12) {
    fail('price-invalid', { value: raw.slice(0, 40) });
    return undefined;
  }
  if (d.negative) {
    fail('price-negative', { value: raw.slice(0, 40) });
    return undefined;
  }
  const frac = d.frac.replace(/0+$/, '');
  if (frac.length > currency.decimals) {
    fail('price-decimals', { value: raw.slice(0, 40), currency: currencyCode, decimals: currency.decimals });
    return undefined;
  }
  const minor = BigInt(d.int + frac.padEnd(currency.decimals, '0'));
  // cents = minor × 10^(2 − decimals) × 10^6 / perUsdMicros, rounded half up
  const numerator = minor * 10n ** BigInt(2 + 6) * 2n;
  const denominator = currency.perUsdMicros * 10n ** BigInt(currency.decimals) * 2n;
  const cents = (numerator + denominator / 2n) / denominator;
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

/** "Nome: valor | Nome: valor" (CSV) or [{ nome, valor }] / [{ nome_pt, nome_es, valor_pt, valor_es }] (JSON). */
function specList(
  value: unknown,
  fail: Fail,
): Array<{ name: string; value: string; nameEs?: string; valueEs?: string }> | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) {
    const out = [];
    for (const item of value) {
      const o = (item ?? {}) as Record<string, unknown>;
      const name = text(o.nome_pt ?? o.nome ?? o.name);
      const val = text(o.valor_pt ?? o.valor ?? o.value);
      if (!name || !val) return (fail('specs-invalid'), undefined);
      out.push({ name, value: val, nameEs: text(o.nome_es ?? o.nombre), valueEs: text(o.valor_es) });
    }
    return out;
  }
  const s = text(value);
  if (s === undefined) return undefined;
  const out = [];
  for (const part of s.split('|')) {
    if (!part.trim()) continue;
    const at = part.indexOf(':');
    const name = at > 0 ? part.slice(0, at).trim() : '';
    const val = at > 0 ? part.slice(at + 1).trim() : '';
    if (!name || !val) return (fail('specs-invalid'), undefined);
    out.push({ name, value: val });
  }
  return out;
}

function specs(fields: Record<string, unknown>, fail: Fail): ImportSpec[] | undefined {
  const pt = specList(fields.especificacoes ?? fields.especificacoes_pt, fail);
  const es = specList(fields.especificacoes_es, fail);
  if (!pt) return undefined;
  if (es && es.length !== pt.length)
    return (fail('specs-mismatch', { pt: pt.length, es: es.length }), undefined);
  const out: ImportSpec[] = [];
  for (const [i, s] of pt.entries()) {
    const spec = {
      namePt: s.name,
      nameEs: es?.[i].name ?? s.nameEs ?? s.name,
      valuePt: s.value,
      valueEs: es?.[i].value ?? s.valueEs ?? s.value,
    };
    if (
      [spec.namePt, spec.nameEs].some((n) => n.length > LIMITS.spec) ||
      [spec.valuePt, spec.valueEs].some((v) => v.length > LIMITS.specValue)
    )
      return (fail('text-too-long', { field: 'especificacoes', max: LIMITS.specValue }), undefined);
    out.push(spec);
  }
  return out;
}

function pictures(value: unknown, fail: Fail): string[] | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const list = (Array.isArray(value) ? value.map((v) => String(v ?? '')) : String(value).split(/[|\s]+/))
    .map((s) => s.trim())
    .filter(Boolean);
  const out: string[] = [];
  for (const p of list) {
    const ok =
      /^https?:\/\/[^\s]{1,2000}$/i.test(p) ||
      /^\/media\/[A-Za-z0-9/._-]{1,200}$/.test(p) ||
      /^[A-Za-z0-9._ -]{1,200}\.(jpe?g|png|webp|gif|avif)$/i.test(p);
    if (!ok || p.includes('..')) {
      fail('picture-invalid', { value: p.slice(0, 80) });
      continue;
    }
    out.push(p);
  }
  if (out.length > MAX_PICTURES) {
    fail('pictures-too-many', { max: MAX_PICTURES });
    return out.slice(0, MAX_PICTURES);
  }
  return out;
}

/**
 * Parses a record. Errors make the row unusable (it is reported and skipped); warnings (too many pictures) keep it.
 */
export function parseRow(
  record: RawRecord,
  currencies: ReadonlyMap<string, Currency>,
): { row?: ImportRow; issues: RowIssue[]; fatal: boolean } {
  const f: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record.fields)) {
    const col = columnOf(key);
    if (col) f[col] = value;
  }
  const issues: RowIssue[] = [];
  let fatal = false;
  const fail: Fail = (code, params) => {
    if (code !== 'pictures-too-many') fatal = true;
    issues.push({ line: record.line, code, params });
  };
  const code = text(f.codigo);
  if (!code) {
    fail('code-missing');
    return { issues, fatal: true };
  }
  if (!CODE.test(code)) {
    fail('code-invalid');
    return { issues: issues.map((i) => ({ ...i, productCode: code.slice(0, 40) })), fatal: true };
  }
  const currencyCode = (text(f.moeda) ?? 'USD').toUpperCase();
  const currency = currencies.get(currencyCode);
  if (!currency) fail('currency-unknown', { value: currencyCode.slice(0, 10) });
  const row: ImportRow = {
    line: record.line,
    code,
    namePt: limited(f.nome_pt, 'nome_pt', LIMITS.name, fail),
    nameEs: limited(f.nome_es, 'nome_es', LIMITS.name, fail),
    systemName: limited(f.nome_sistema, 'nome_sistema', LIMITS.name, fail),
    brand: limited(f.marca, 'marca', LIMITS.taxonomy, fail),
    category: limited(f.categoria, 'categoria', LIMITS.taxonomy, fail),
    categoryEs: limited(f.categoria_es, 'categoria_es', LIMITS.taxonomy, fail),
    department: limited(f.departamento, 'departamento', LIMITS.taxonomy, fail),
    departmentEs: limited(f.departamento_es, 'departamento_es', LIMITS.taxonomy, fail),
    priceUsd: currency ? priceUsd(f.valor_venda, currencyCode, currency, fail) : undefined,
    stock: count(f.estoque, 'estoque', fail),
    storeStock: count(f.estoque_loja, 'estoque_loja', fail),
    active: bool(f.ativo, 'ativo', fail),
    showPrice: bool(f.mostrar_preco, 'mostrar_preco', fail),
    hasUnit: bool(f.tem_medida, 'tem_medida', fail),
    position: count(f.ordem, 'ordem', fail),
    featuresPt: limited(f.caracteristica_pt, 'caracteristica_pt', LIMITS.text, fail),
    featuresEs: limited(f.caracteristica_es, 'caracteristica_es', LIMITS.text, fail),
    detailsPt: limited(f.detalhes_pt, 'detalhes_pt', LIMITS.html, fail),
    detailsEs: limited(f.detalhes_es, 'detalhes_es', LIMITS.html, fail),
    specs: specs(f, fail),
    pictures: pictures(f.imagens, fail),
  };
  if (row.department && !row.category) fail('department-without-category');
  return { row, issues: issues.map((i) => ({ ...i, productCode: code })), fatal };
}
