import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productsResponseSchema } from '../../lib/contract/catalog';
import { compileJson, MISMATCH } from './compiled-json';

/** What the compiled writer gives: its text, or 'mismatch' when it hands the value back to zod. */
function compiled(schema: z.ZodType, value: unknown): string | undefined | 'mismatch' {
  try {
    return compileJson(schema)(value);
  } catch (error) {
    if (error === MISMATCH) return 'mismatch';
    throw error;
  }
}
const byZod = (schema: z.ZodType, value: unknown) => {
  const r = z.safeEncode(schema, value);
  return r.success ? JSON.stringify(r.data) : 'refused';
};

const card = {
  id: 7,
  nome: 'Perfume "Oud" \\ 100 ml\n',
  nome_sistema: 'PERF OUD',
  slug: 'perfume-oud',
  codigo: '123',
  imagens: [{ url: '/media/a.webp', extra: 'dropped' }],
  valor_venda: 58.9,
  preco_atual: { valor_venda: 430854, formatado: 'G$ 430.854' },
  moeda: { id: 3, simbolo: 'G$', casas_decimais: 0 },
  mostrar_preco: true,
  tem_estoque: false,
  tem_estoque_fisico: true,
  tem_medida: true,
  qtde_disponivel: 0,
  marca_id: null,
  brand: null,
  departamento: null,
  categoria: { id: 27, nome: 'Perfumería', slug: 'perfumaria' },
  token: 'z-6BZLIuqrSCFEWyc9U2YX',
  internal_cost: 12,
};
const listing = {
  per_page: 24,
  data: [card, { ...card, id: 8, brand: { id: 1, nome: 'Lattafa', slug: 'lattafa', logo: null } }],
  total: 2,
  locale: 'pt',
  current_page: 1,
  last_page: 1,
};

describe('compiled JSON writers', () => {
  it("write a listing as zod's encode and JSON.stringify do: schema order, unknown keys dropped", () => {
    const text = compiled(productsResponseSchema, listing);
    expect(text).toBe(byZod(productsResponseSchema, listing));
    expect(text).not.toContain('internal_cost');
    expect(text).not.toContain('extra');
    expect(text!.startsWith('{"data":[{"id":7,')).toBe(true);
  });

  it('hand back to zod every value zod refuses', () => {
    const wrong = [
      { ...listing, total: 1.5 },
      { ...listing, total: Number.NaN },
      { ...listing, total: Infinity },
      { ...listing, locale: 3 },
      { ...listing, data: [{ ...card, token: undefined }] },
      { ...listing, data: [{ ...card, mostrar_preco: 'yes' }] },
      { ...listing, data: [{ ...card, imagens: {} }] },
      { ...listing, data: [{ ...card, id: 2 ** 60 }] },
      { ...listing, data: 'none' },
      null,
      [],
    ];
    for (const value of wrong) {
      expect(byZod(productsResponseSchema, value)).toBe('refused');
      expect(compiled(productsResponseSchema, value)).toBe('mismatch');
    }
  });

  const cases: [string, z.ZodType, unknown[]][] = [
    [
      'optional keys',
      z.object({ a: z.string().optional(), b: z.number().nullable().optional() }),
      [{}, { a: 'x' }, { a: undefined, b: null }, { b: 2 }],
    ],
    [
      'strings that need escaping',
      z.object({ s: z.string() }),
      [{ s: 'é\u0001"\\' }, { s: 'a\ud800b' }, { s: '\u2028' }],
    ],
    [
      'bounds and lengths',
      z.object({
        n: z.number().int().min(1).max(10),
        s: z.string().min(2).max(3),
        l: z.array(z.number()).max(1),
      }),
      [
        { n: 1, s: 'ab', l: [] },
        { n: 0, s: 'ab', l: [] },
        { n: 11, s: 'ab', l: [] },
        { n: 2, s: 'a', l: [] },
        { n: 2, s: 'abcd', l: [] },
        { n: 2, s: 'abc', l: [1, 2] },
      ],
    ],
    [
      'enums, literals, unions',
      z.object({ e: z.enum(['A', 'B']), l: z.literal(3), u: z.union([z.string(), z.number().int()]) }),
      [
        { e: 'A', l: 3, u: 'x' },
        { e: 'C', l: 3, u: 1 },
        { e: 'B', l: 4, u: 1 },
        { e: 'B', l: 3, u: 1.5 },
      ],
    ],
    [
      'a string format, a trim, a record, a date',
      z.object({ m: z.email(), t: z.string().trim(), r: z.record(z.string(), z.number()), d: z.date() }),
      [
        { m: 'a@b.co', t: ' x ', r: { a: 1 }, d: new Date(0) },
        { m: 'nope', t: 'x', r: {}, d: new Date(0) },
      ],
    ],
    [
      'unknown and strict objects',
      z.object({ u: z.unknown(), s: z.strictObject({ a: z.number() }) }),
      [
        { u: undefined, s: { a: 1 } },
        { u: [1], s: { a: 1, b: 2 } },
      ],
    ],
    ['a refined object', z.object({ a: z.number() }).refine((o) => o.a > 1), [{ a: 1 }, { a: 2 }]],
  ];
  it.each(cases)('%s: the same text as zod, or zod decides', (_name, schema, values) => {
    for (const value of values) {
      const expected = byZod(schema, value);
      const got = compiled(schema, value);
      if (expected === 'refused') expect(got).toBe('mismatch');
      else expect(got).toBe(expected);
    }
  });
});
