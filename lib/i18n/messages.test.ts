import { describe, expect, it } from 'vitest';
import es from '@/messages/es-PY.json';
import pt from '@/messages/pt-BR.json';

function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function placeholders(s: string): string[] {
  return [...s.matchAll(/\{(\w+)(?=\s*[},])/g)].map((m) => m[1]).sort();
}

function leaf(obj: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj);
}

describe('messages parity', () => {
  const ptKeys = keys(pt);
  const esKeys = keys(es);

  it('has every pt-BR key in es-PY', () => {
    expect(ptKeys.filter((k) => !esKeys.includes(k))).toEqual([]);
  });
  it('has every es-PY key in pt-BR', () => {
    expect(esKeys.filter((k) => !ptKeys.includes(k))).toEqual([]);
  });
  it('uses the same placeholders in both languages', () => {
    const mismatched = ptKeys.filter((k) => {
      const a = leaf(pt, k);
      const b = leaf(es, k);
      return (
        typeof a === 'string' && typeof b === 'string' && placeholders(a).join() !== placeholders(b).join()
      );
    });
    expect(mismatched).toEqual([]);
  });
  it('has no empty strings', () => {
    expect([
      ...ptKeys.filter((k) => leaf(pt, k) === ''),
      ...esKeys.filter((k) => leaf(es, k) === ''),
    ]).toEqual([]);
  });
});
