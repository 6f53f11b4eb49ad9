import type { Rng } from '../random';

/** A text in Portuguese (pt-BR) and Spanish (es-PY). */
export type Bi = readonly [pt: string, es: string];

/** Which silhouette the media renderer draws for a product. */
export type ImageKind =
  | 'perfume'
  | 'splash'
  | 'lipstick'
  | 'palette'
  | 'tube'
  | 'jar'
  | 'pump'
  | 'aerosol'
  | 'phone'
  | 'tablet'
  | 'laptop'
  | 'earbuds'
  | 'headphones'
  | 'speaker'
  | 'watch'
  | 'cable'
  | 'charger'
  | 'powerbank'
  | 'vape'
  | 'trimmer'
  | 'holder';

export interface SpecRow {
  label: Bi;
  value: Bi;
}

/** What a product line produces for one product; the generator adds code, stock, images and texts. */
export interface LineItem {
  brandId: number;
  departmentId: number;
  kind: ImageKind;
  name: Bi;
  systemName: string;
  priceUsd: number;
  specs: SpecRow[];
  intro: Bi;
  highlights: Bi[];
  /** Main colour of the product itself, drawn by the image renderer. */
  tint: string;
}

export interface BuildContext {
  /** Position of the product within its line (0-based): lines turn it into distinct model combinations. */
  ordinal: number;
}

export interface ProductLine {
  key: string;
  /** Relative share of the catalogue (slots per block of products). */
  weight: number;
  /** How many distinct products (names) the line can make; past it the generator stops using the line. */
  space: number;
  build(rng: Rng, ctx: BuildContext): LineItem;
}

export const bi = (pt: string, es: string = pt): Bi => [pt, es];
export const spec = (label: Bi, value: Bi | string): SpecRow => ({
  label,
  value: typeof value === 'string' ? [value, value] : value,
});

/** ERP-style system name: upper case, no accents, no apostrophes, single spaces. */
export function erp(...parts: Array<string | number | null | undefined | false>): string {
  return parts
    .filter((p): p is string | number => p !== null && p !== undefined && p !== false && p !== '')
    .join(' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
}

/** A shop-like price: base ± spread, ending in .90, .50 or .00. */
export function shopPrice(rng: Rng, base: number, spread = 0.12): number {
  const raw = base * (1 + (rng.float() * 2 - 1) * spread);
  const whole = Math.max(1, Math.floor(raw));
  const cents = rng.pick([90, 90, 90, 50, 0, 99]);
  return whole + cents / 100;
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/**
 * Maps a line ordinal to one combination of the given dimension sizes. Ordinals below the product of the
 * sizes map one-to-one (scattered by a coprime step), so names stay distinct until the space is used up;
 * beyond that it wraps around.
 */
export function combo(ordinal: number, sizes: readonly number[]): number[] {
  const space = sizes.reduce((a, b) => a * b, 1);
  let step = Math.floor(space * 0.6180339887) | 1;
  while (gcd(step, space) !== 1) step++;
  let n = Number((BigInt(ordinal % space) * BigInt(step) + 7n) % BigInt(space));
  const digits: number[] = [];
  for (const size of sizes) {
    digits.push(n % size);
    n = Math.floor(n / size);
  }
  return digits;
}

export const spaceOf = (sizes: readonly number[]) => sizes.reduce((a, b) => a * b, 1);

/** Keeps the first `keep` rows and a random subset of the rest, so every product has 3–8 rows. */
export function someSpecs(rng: Rng, rows: SpecRow[], keep = 3, max = 8): SpecRow[] {
  const head = rows.slice(0, keep);
  const tail = rows.slice(keep);
  const want = Math.min(tail.length, max - head.length, rng.int(Math.min(1, tail.length), tail.length));
  return [...head, ...rng.sample(tail, want)];
}

export interface Colour {
  name: Bi;
  hex: string;
}
export const colour = (pt: string, es: string, hex: string): Colour => ({ name: [pt, es], hex });

export const COMMON_COLOURS = {
  black: colour('Preto', 'Negro', '#1f2126'),
  white: colour('Branco', 'Blanco', '#eceef0'),
  blue: colour('Azul', 'Azul', '#2f5da8'),
  green: colour('Verde', 'Verde', '#3f8a64'),
  pink: colour('Rosa', 'Rosa', '#e59bb5'),
  purple: colour('Roxo', 'Morado', '#7a5aa8'),
  grey: colour('Cinza', 'Gris', '#8a8f98'),
  gold: colour('Dourado', 'Dorado', '#c9a55a'),
  silver: colour('Prata', 'Plateado', '#c3c7cc'),
  red: colour('Vermelho', 'Rojo', '#c8393b'),
} as const;
