/**
 * Deterministic randomness for the demo catalogue. Nothing here reads the clock or Math.random:
 * every value is a pure function of the seed and the keys it is derived from.
 */

import { mulberry32 } from '../../../lib/seeded-random';

/** 32-bit FNV-1a over a string, mixed with a seed. */
export function hashString(text: string, seed = 0x811c9dc5): number {
  let h = (seed ^ 0x811c9dc5) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return avalanche(h);
}

/** Final mixer (murmur3 fmix32) so nearby inputs give unrelated outputs. */
export function avalanche(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}


export class Rng {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /** A generator derived from a seed and any number of keys, e.g. Rng.derive(SEED, 'product', 42). */
  static derive(seed: number, ...keys: Array<string | number>): Rng {
    return new Rng(hashString(keys.join('\u0001'), seed));
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.next();
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T {
    let total = 0;
    for (const item of items) total += weightOf(item);
    let r = this.next() * total;
    for (const item of items) {
      r -= weightOf(item);
      if (r < 0) return item;
    }
    return items[items.length - 1];
  }

  /** Picks from the front of a list more often: index = floor(len * u^skew). */
  skewed<T>(items: readonly T[], skew = 1.6): T {
    return items[Math.min(items.length - 1, Math.floor(items.length * Math.pow(this.next(), skew)))];
  }

  /** k distinct items, order kept as in the source list. */
  sample<T>(items: readonly T[], k: number): T[] {
    const picked = new Set<number>();
    const want = Math.min(k, items.length);
    while (picked.size < want) picked.add(Math.floor(this.next() * items.length));
    return [...picked].sort((a, b) => a - b).map((i) => items[i]);
  }
}
