import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand, Category, ExchangeRate, Seller, StartData } from '../../lib/contract/catalog';
import { categories, products } from '../db/schema';
import { startTestApi, type TestApi } from '../test/harness';

const sortedIds = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

describe('GET /api/public/start', () => {
  it('returns categories with departments, the XO specials, brands, rates and every banner type', async () => {
    const res = await api.get<StartData>('/api/public/start?lang=pt');
    expect(res.status).toBe(200);
    const s = res.body;
    expect(s.categories.find((c) => c.slug === 'perfumaria')?.departments.map((d) => d.slug)).toEqual(
      expect.arrayContaining(['perfumes-arabes', 'perfumes-importados']),
    );
    expect(s.categories.some((c) => c.slug === 'cosmeticos')).toBe(true);
    expect(s.categories.some((c) => c.id === 27)).toBe(true);
    expect(s.categories_special.length).toBeGreaterThan(0);
    for (const c of s.categories_special) expect(c.name).toMatch(/^XO[ *]/);
    const slugs = s.brands.map((b) => b.slug);
    expect(slugs).toEqual(
      expect.arrayContaining([
        'perfumaria',
        'vape',
        'apple',
        'xiaomi',
        'honor',
        'kiko-milano',
        'karseell',
        'victorias-secret',
        'creamy',
        'xo',
      ]),
    );
    expect(s.brands.some((b) => b.id === 4)).toBe(true);
    expect(s.exchange_rates.map((r) => r.target_currency.symbol).sort()).toEqual(['G$', 'P$', 'R$']);
    expect(new Set(s.banners.map((b) => b.tipo_id))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect(res.headers['cache-control']).toMatch(/max-age=60/);
  });

  it('speaks Spanish with lang=es and narrows to stocked categories with tem_estoque=1', async () => {
    const pt = (await api.get<StartData>('/api/public/start?lang=pt')).body;
    const es = (await api.get<StartData>('/api/public/start?lang=es&tem_estoque=1')).body;
    const perfPt = pt.categories.find((c) => c.slug === 'perfumaria')!;
    const perfEs = es.categories.find((c) => c.slug === 'perfumaria')!;
    expect(perfEs.id).toBe(perfPt.id);
    const names = (cs: Category[]) => cs.flatMap((c) => [c.name, ...c.departments.map((d) => d.name)]);
    const ptNames = new Set(names(pt.categories));
    expect(names(es.categories).filter((n) => !ptNames.has(n)).length).toBeGreaterThan(0);
    const count = (cs: Category[]) => cs.reduce((n, c) => n + c.departments.length, 0);
    expect(count(es.categories)).toBeLessThanOrEqual(count(pt.categories));
  });

  it('rejects a malformed flag with 422', async () => {
    expect((await api.get('/api/public/start?tem_estoque=maybe')).status).toBe(422);
  });
});

describe('categories and brands', () => {
  it('lists the XO line with special=only and with specials=ONLY: every special category, nothing else', async () => {
    const a = await api.get<Category[]>('/api/public/categories?special=only');
    const b = await api.get<Category[]>('/api/public/categories?specials=ONLY');
    const special = await api.database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.special, true));
    expect(special.length).toBeGreaterThan(0);
    expect(sortedIds(a.body)).toEqual(sortedIds(special));
    expect(b.body).toEqual(a.body);
    for (const c of a.body) expect(c.name).toMatch(/^XO[ *]/);
    const regular = (await api.get<Category[]>('/api/public/categories')).body;
    expect(regular.some((c) => special.some((x) => x.id === c.id))).toBe(false);
  });

  it('narrows categories and their departments to those where the brand has products', async () => {
    const brands = (await api.get<Brand[]>('/api/public/brands')).body;
    const kiko = brands.find((b) => b.slug === 'kiko-milano')!;
    const cats = (await api.get<Category[]>(`/api/public/categories?brand_id=${kiko.id}`)).body;
    const held = await api.database.db
      .selectDistinct({ categoryId: products.categoryId, departmentId: products.departmentId })
      .from(products)
      .where(and(eq(products.brandId, kiko.id), eq(products.active, true)));
    expect(held.length).toBeGreaterThan(0);
    expect(sortedIds(cats)).toEqual([...new Set(held.map((h) => h.categoryId))].sort((x, y) => x - y));
    const departments = cats.flatMap((c) => c.departments.map((d) => d.id)).sort((x, y) => x - y);
    expect(departments).toEqual([...new Set(held.map((h) => h.departmentId!))].sort((x, y) => x - y));
  });

  it('lists the brands of a category and answers 404 for an unknown one', async () => {
    const res = await api.get<Brand[]>('/api/public/categories/27');
    expect(res.status).toBe(200);
    const held = await api.database.db
      .selectDistinct({ id: products.brandId })
      .from(products)
      .where(and(eq(products.categoryId, 27), eq(products.active, true), isNotNull(products.brandId)));
    expect(held.length).toBeGreaterThan(1);
    expect(sortedIds(res.body)).toEqual(sortedIds(held as { id: number }[]));
    expect(res.body.some((b) => b.slug === 'apple')).toBe(false); // perfumery, not phones
    expect((await api.get('/api/public/categories/987654')).status).toBe(404);
    expect((await api.get('/api/public/categories/x')).status).toBe(422);
  });
});

describe('exchange and team', () => {
  it('gives exact decimal rates against the dollar', async () => {
    const res = await api.get<{ exchange_rates: ExchangeRate[] }>('/api/public/exchange');
    for (const r of res.body.exchange_rates) {
      expect(r.source_currency.symbol).toBe('U$');
      expect(r.tax).toMatch(/^\d+\.\d{6}$/);
      expect(Number(r.tax)).toBeGreaterThan(0);
    }
  });

  it('lists sellers with WhatsApp numbers, one without a photo', async () => {
    const res = await api.get<Seller[]>('/api/public/team');
    expect(res.body.length).toBeGreaterThanOrEqual(4);
    expect(res.body.every((s) => s.whatsapp.length > 0)).toBe(true);
    expect(res.body.some((s) => s.foto === null)).toBe(true);
    const alias = await api.app.inject({ method: 'GET', url: '/public/team' });
    expect(alias.statusCode).toBe(308);
  });
});

describe('errors and docs', () => {
  it('answers unknown paths with the spec 404 message, in Spanish when asked', async () => {
    const pt = await api.get<{ message: string }>('/api/public/nothing-here');
    expect(pt.status).toBe(404);
    expect(pt.body.message).toBe('O Recurso que está tentando acessar não existe');
    const es = await api.get<{ message: string }>('/api/public/nothing-here', {
      'accept-language': 'es-PY,es;q=0.9',
    });
    expect(es.body.message).toBe('El recurso al que intenta acceder no existe');
  });

  it('serves an OpenAPI document generated from the contract', async () => {
    const res = await api.get<{ openapi: string; paths: Record<string, unknown> }>('/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/public/products', '/api/public/start', '/ecom/endereco/estados']),
    );
  });
});
