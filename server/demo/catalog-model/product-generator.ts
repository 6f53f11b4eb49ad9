import { brandName, categoryOfDepartment } from './catalog-taxonomy';
import { detailsHtml, featuresText, slugify } from './content';
import type { ImageKind, LineItem, ProductLine } from './line-kit';
import { BEAUTY_LINES } from './lines-beauty';
import { CARE_LINES } from './lines-care';
import { DEVICE_LINES } from './lines-devices';
import { FRAGRANCE_LINES } from './lines-fragrance';
import { GADGET_LINES } from './lines-gadgets';
import { XO_LINES } from './lines-xo';
import { decodeProductCode, encodeProductCode, MAX_PRODUCTS } from './product-code';
import { Rng } from '../random';

/** Changing this changes every generated product (and image). */
export const CATALOG_SEED = 0x5eed_cde1;

export const LINES: readonly ProductLine[] = [
  ...FRAGRANCE_LINES,
  ...BEAUTY_LINES,
  ...CARE_LINES,
  ...DEVICE_LINES,
  ...GADGET_LINES,
  ...XO_LINES,
];
const LINE_BY_KEY = new Map(LINES.map((l) => [l.key, l]));

/** Flagships shown first (ids 1..n, lowest positions, always in stock): what highlights open with. */
const HEROES: Array<[line: string, name: RegExp]> = [
  ['perfume-arabic', /^Lattafa Khamrah Eau de Parfum \d+ ml$/],
  ['iphone', /^Apple iPhone 16 Pro 256 GB Titânio Natural$/],
  ['perfume-arabic', /^Armaf Club de Nuit Intense Man .* ml$/],
  ['makeup', /^Kiko Milano Batom 3D Hydra Lipgloss 12$/],
  ['android', /^Xiaomi Redmi Note 14 8\/256 GB Preto Global$/],
  ['perfume-arabic', /^Lattafa Yara .* ml$/],
  ['gadgets', /^Apple AirPods Pro 2 USB-C$/],
  ['victorias-secret', /^Victoria's Secret Body Splash Bare Vanilla 250 ml$/],
  ['perfume-arabic', /^Maison Alhambra Jean Lowe Immortal .* ml$/],
  ['iphone', /^Apple iPhone 16 128 GB Preto$/],
  ['perfume-imported', /^Paco Rabanne 1 Million .* ml$/],
  ['xo', /^XO Fone Bluetooth BS23 /],
  ['perfume-arabic', /^Al Haramain Amber Oud Gold Edition .* ml$/],
  ['gadgets', /^Apple Watch Series 10 GPS 46 mm Alumínio Preto Brilhante Pulseira Esportiva$/],
  ['skin-hair', /^Karseell Máscara Capilar Colágeno Maca Power 500 ml$/],
  ['perfume-imported', /^Dior Sauvage .* ml$/],
  ['android', /^Honor X8c 8\/256 GB Preto$/],
  ['perfume-arabic', /^Afnan 9PM .* ml$/],
  ['skin-hair', /^Creamy Sérum Ácido Hialurônico 30 ml$/],
  ['iphone', /^Apple iPhone 17 Pro Max 256 GB Laranja-cósmico$/],
  ['computers', /^Apple MacBook Air 13" M4 16\/256 GB Meia-noite$/],
  ['perfume-arabic', /^Rasasi Hawas for Him .* ml$/],
  ['makeup', /^Kiko Milano Paleta de Sombras Smart Colour 04$/],
  ['iphone', /^Apple iPhone 15 128 GB Azul$/],
];

const lineRng = (key: string, ordinal: number) => Rng.derive(CATALOG_SEED, 'line', key, ordinal);

/** Each hero is the line ordinal whose product carries the wanted name; regular products skip it. */
let heroCache:
  { heroes: Array<{ line: ProductLine; ordinal: number }>; skip: Map<string, number[]> } | undefined;
function heroes() {
  if (heroCache) return heroCache;
  const list = HEROES.map(([key, pattern]) => {
    const line = LINE_BY_KEY.get(key);
    if (!line) throw new Error(`hero: unknown line ${key}`);
    for (let ordinal = 0; ordinal < 50_000; ordinal++) {
      if (pattern.test(line.build(lineRng(key, ordinal), { ordinal }).name[0])) return { line, ordinal };
    }
    throw new Error(`hero: no product of line ${key} matches ${pattern}`);
  });
  const skip = new Map<string, number[]>();
  for (const h of list)
    skip.set(
      h.line.key,
      [...(skip.get(h.line.key) ?? []), h.ordinal].sort((a, b) => a - b),
    );
  heroCache = { heroes: list, skip };
  return heroCache;
}

/**
 * Products are dealt in blocks of BLOCK (= sum of weights) slots, shuffled per block, so the mix is exact
 * and unpatterned. A line with a limited number of distinct products leaves the deal once it has used
 * them all; its slots go to the open-ended lines, so names stay distinct far beyond the default size.
 */
const BLOCK = LINES.reduce((a, l) => a + l.weight, 0);
const OPEN_SPACE = 20_000;
const OPEN = LINES.map((l, i) => ({ l, i }))
  .filter(({ l }) => l.space >= OPEN_SPACE)
  .sort((a, b) => b.l.weight - a.l.weight || a.i - b.i)
  .map(({ i }) => i);

interface BlockPlan {
  block: number;
  order: number[];
  /** Each line's first ordinal in this block. */
  base: number[];
}

/** Block index from which each finite line is retired (its remaining combinations would not fill a block share). */
let retireCache: number[] | undefined;
function retireAt(): number[] {
  retireCache ??= LINES.map((l) =>
    l.space >= OPEN_SPACE
      ? Infinity
      : Math.floor((l.space - (heroes().skip.get(l.key)?.length ?? 0)) / l.weight),
  );
  return retireCache;
}

function weightsAt(block: number): number[] {
  const retire = retireAt();
  const weights = LINES.map((l, i) => (block < retire[i] ? l.weight : 0));
  const freed = BLOCK - weights.reduce((a, b) => a + b, 0);
  for (let k = 0; k < freed; k++) weights[OPEN[k % OPEN.length]]++;
  return weights;
}

let planCache: BlockPlan | undefined;
function planFor(block: number): BlockPlan {
  if (planCache?.block === block) return planCache;
  // Ordinals used before this block: weights are constant between retirement points.
  const points = [...new Set([0, ...retireAt().filter((r) => Number.isFinite(r) && r < block), block])].sort(
    (a, b) => a - b,
  );
  const base = LINES.map(() => 0);
  for (let p = 0; p + 1 < points.length; p++) {
    const w = weightsAt(points[p]);
    const span = points[p + 1] - points[p];
    for (let i = 0; i < LINES.length; i++) base[i] += w[i] * span;
  }
  const order = weightsAt(block).flatMap((w, i) => Array.from({ length: w }, () => i));
  const rng = Rng.derive(CATALOG_SEED, 'block', block);
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [order[i], order[j]] = [order[j], order[i]];
  }
  planCache = { block, order, base };
  return planCache;
}

function lineSlot(regularIndex: number): { line: ProductLine; ordinal: number } {
  const plan = planFor(Math.floor(regularIndex / BLOCK));
  const at = regularIndex % BLOCK;
  const lineIndex = plan.order[at];
  let rank = 0;
  for (let i = 0; i < at; i++) if (plan.order[i] === lineIndex) rank++;
  const line = LINES[lineIndex];
  let ordinal = plan.base[lineIndex] + rank;
  for (const h of heroes().skip.get(line.key) ?? []) if (h <= ordinal) ordinal++;
  return { line, ordinal };
}

export interface GeneratedSpec {
  namePt: string;
  nameEs: string;
  valuePt: string;
  valueEs: string;
}

export interface GeneratedProduct {
  id: number;
  code: string;
  slug: string;
  namePt: string;
  nameEs: string;
  systemName: string;
  featuresPt: string;
  featuresEs: string;
  detailsHtmlPt: string;
  detailsHtmlEs: string;
  brandId: number;
  categoryId: number;
  departmentId: number;
  priceUsd: string;
  showPrice: boolean;
  stockQty: number;
  storeStockQty: number;
  hasUnit: boolean;
  position: number;
  createdAt: string;
  imageCount: number;
  specs: GeneratedSpec[];
  /** For the image renderer. */
  kind: ImageKind;
  tint: string;
  lineKey: string;
}

const CREATED_BASE_MS = Date.UTC(2024, 0, 8, 12, 0, 0);

/** Product number `index` (0-based; id = index + 1). A pure function: same index, same product. */
export function generateProduct(index: number): GeneratedProduct {
  if (!Number.isInteger(index) || index < 0 || index >= MAX_PRODUCTS)
    throw new RangeError(`product index ${index}`);
  const { heroes: heroList } = heroes();
  const isHero = index < heroList.length;
  const { line, ordinal } = isHero ? heroList[index] : lineSlot(index - heroList.length);
  const item: LineItem = line.build(lineRng(line.key, ordinal), { ordinal });

  const rng = Rng.derive(CATALOG_SEED, 'product', index);
  const u = rng.float();
  let stockQty = 0;
  let storeStockQty = 0;
  if (isHero || u >= 0.22) {
    stockQty = Math.max(1, Math.round(Math.pow(rng.float(), 2.2) * 120));
    storeStockQty = rng.int(0, 12);
  } else if (u >= 0.15) {
    storeStockQty = rng.int(1, 8); // only in store
  }
  const hasUnit = isHero || !rng.chance(0.03);
  const showPrice = isHero || !rng.chance(0.03);
  const imageCount = isHero
    ? rng.int(4, 5)
    : rng.weighted([1, 2, 3, 4, 5], (n) => [15, 20, 30, 20, 15][n - 1]);
  const code = encodeProductCode(index);
  const createdAt = new Date(CREATED_BASE_MS + index * 7 * 60_000).toISOString();

  return {
    id: index + 1,
    code,
    slug: `${slugify(item.name[0])}-${code}`,
    namePt: item.name[0],
    nameEs: item.name[1],
    systemName: item.systemName,
    featuresPt: featuresText(item, 0),
    featuresEs: featuresText(item, 1),
    detailsHtmlPt: detailsHtml(item, 0),
    detailsHtmlEs: detailsHtml(item, 1),
    brandId: item.brandId,
    categoryId: categoryOfDepartment(item.departmentId),
    departmentId: item.departmentId,
    priceUsd: item.priceUsd.toFixed(2),
    showPrice,
    stockQty,
    storeStockQty,
    hasUnit,
    position: isHero ? index + 1 : 100 + rng.int(0, 9899),
    createdAt,
    imageCount,
    specs: item.specs.map((s) => ({
      namePt: s.label[0],
      nameEs: s.label[1],
      valuePt: s.value[0],
      valueEs: s.value[1],
    })),
    kind: item.kind,
    tint: item.tint,
    lineKey: line.key,
  };
}

export const productImageUrl = (code: string, n: number) => `/media/products/${code}-${n}.webp`;

/** What the image renderer needs to know about a generated product, from its code alone (no database). */
export interface ProductImageHint {
  kind: ImageKind;
  tint: string;
  brand: string;
  imageCount: number;
}
export function productImageHint(code: string): ProductImageHint | null {
  const index = decodeProductCode(code);
  if (index === null) return null;
  const p = generateProduct(index);
  return { kind: p.kind, tint: p.tint, brand: brandName(p.brandId), imageCount: p.imageCount };
}
