/**
 * mulberry32: a tiny, fast, well-distributed 32-bit seeded generator of numbers in [0, 1). Written once for the
 * demo catalogue, the generated images and the fuzz tests, whose outputs must stay exactly reproducible (the
 * seeded catalogue is what the tests and screenshots expect, so a library with another sequence would change it).
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
