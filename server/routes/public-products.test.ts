import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, ProductSummary, StartData } from '../../lib/contract/catalog';
import { priceListQuerySchema, type PriceList } from '../../lib/contract/price-list';
import { productContents } from '../db/schema';
import { createCatalogCache } from '../cache/catalog-cache';
import { productService } from '../services/catalog/products';
import { listProducts, startTestApi, type TestApi } from '../test/harness';

let api: TestApi;
let start: StartData;
const list = (qs: string) => listProducts(api, qs);

beforeAll(async () => {
  api = await startTestApi();
  start = (await api.get<StartData>('/api/public/start?lang=pt')).body;
});
afterAll(() => api?.close());

const specialIds = () => new Set(start.categories_special.map((c) => c.id));

describe('GET /api/public/products: paging and default order', () => {
  it('answers 20 per page, in stock first then newest id, with total and last_page', async () => {
    const page = await list('');
    expect(page.data).toHaveLength(20);
    expect(page.per_page).toBe(20);
    expect(page.last_page).toBe(Math.ceil(page.total / 20));
    const keys = page.data.map((p) => [p.tem_estoque ? 1 : 0, p.id] as const);
    const sorted = [...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
    expect(keys).toEqual(sorted);
  });

  it('keeps the XO line out of plain listings and lists it with special=only', async () => {
    const plain = await list('per_page=100');
    expect(plain.data.some((p) => specialIds().has(p.categoria.id))).toBe(false);
    const special = await list('special=only&per_page=100');
    expect(special.total).toBeGreaterThan(0);
    expect(special.data.every((p) => specialIds().has(p.categoria.id))).toBe(true);
    const all = await list('all_products=1');
    expect(all.total).toBe(plain.total + special.total);
  });

  it('lists a brand set holding a brand of the XO line alone as the other brand, and the XO brand alone as empty', async () => {
    // The seed's XO brand (6) makes only the XO line: a plain listing of it is empty, never a walk through it.
    const xo = (await list('special=only&per_page=1')).data[0].marca_id!;
    const regular = (await list('per_page=100')).data.find(
      (p) => p.marca_id !== null && p.marca_id !== xo,
    )!.marca_id!;
    const one = await list(`brand_id=${regular}&per_page=100`);
    expect(one.total).toBeGreaterThan(0);
    const set = await list(`brand_ids=${xo},${regular}&per_page=100`);
    expect(set.data.map((p) => p.id)).toEqual(one.data.map((p) => p.id));
    expect(set.total).toBe(one.total);
    expect(await list(`brand_id=${xo}`)).toMatchObject({ data: [], total: 0, last_page: 1 });
  });

  it('returns disjoint consecutive pages and an empty page past the end', async () => {
    const [p1, p2] = [await list('page=1'), await list('page=2')];
    const ids1 = new Set(p1.data.map((p) => p.id));
    expect(p2.data.some((p) => ids1.has(p.id))).toBe(false);
    const beyond = await list(`page=${p1.last_page + 1}`);
    expect(beyond.data).toEqual([]);
    expect(beyond.total).toBe(p1.total);
  });

  it('honours per_page up to 100 and rejects more', async () => {
    expect((await list('per_page=7')).data).toHaveLength(7);
    const res = await api.get<{ message: string; errors: Record<string, string[]> }>(
      '/api/public/products?per_page=101',
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.per_page[0]).toBe('O valor máximo é 100');
  });
});

describe('filters', () => {
  it('narrows by category and department', async () => {
    const cat = start.categories.find((c) => c.departments.length > 1)!;
    const byCat = await list(`category_id=${cat.id}&per_page=100`);
    expect(byCat.total).toBeGreaterThan(0);
    expect(byCat.data.every((p) => p.categoria.id === cat.id)).toBe(true);
    const dep = cat.departments[0];
    const byDep = await list(`department_id=${dep.id}&per_page=100`);
    expect(byDep.data.every((p) => p.departamento?.id === dep.id)).toBe(true);
    expect(byDep.total).toBeLessThan(byCat.total);
  });

  it('narrows by brand_id and by a comma list of brand_ids', async () => {
    const all = await list('per_page=100');
    const [a, b] = [...new Set(all.data.map((p) => p.marca_id))].filter(Boolean) as number[];
    const one = await list(`brand_id=${a}&per_page=100`);
    expect(one.data.every((p) => p.marca_id === a)).toBe(true);
    const two = await list(`brand_ids=${a},${b}&per_page=100`);
    expect(new Set(two.data.map((p) => p.marca_id))).toEqual(new Set([a, b]));
    expect(two.total).toBeGreaterThan(one.total);
    expect((await api.get('/api/public/products?brand_ids=1,x')).status).toBe(422);
  });

  it('shows only products in stock with tem_estoque=1', async () => {
    const all = await list('per_page=100&page=' + (await list('per_page=100')).last_page);
    const inStock = await list('tem_estoque=1&per_page=100');
    expect(inStock.data.every((p) => p.tem_estoque && p.qtde_disponivel > 0)).toBe(true);
    expect(all.data.some((p) => !p.tem_estoque)).toBe(true);
  });
});

describe('sorting', () => {
  it('sorts in-stock products by price ascending with order_by=tem_estoque,valor_venda', async () => {
    const page = await list('order_by=tem_estoque,valor_venda&order=desc,asc&tem_estoque=1&per_page=100');
    const prices = page.data.filter((p) => p.valor_venda !== null).map((p) => p.valor_venda!);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
    const desc = await list('order_by=tem_estoque,valor_venda&order=desc,desc&tem_estoque=1&per_page=100');
    const pricesDesc = desc.data.filter((p) => p.valor_venda !== null).map((p) => p.valor_venda!);
    expect(pricesDesc).toEqual([...pricesDesc].sort((x, y) => y - x));
  });

  it('sorts by name in the requested language', async () => {
    const es = await list('order_by=nome&order=asc&lang=es&per_page=50');
    const names = es.data.map((p) => p.nome);
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    expect(es.locale).toBe('es-PY');
  });

  it('rejects unknown sort fields and directions with 422', async () => {
    const bad = await api.get<{ errors: Record<string, string[]> }>('/api/public/products?order_by=password');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.order_by).toBeDefined();
    expect((await api.get('/api/public/products?order_by=nome&order=sideways')).status).toBe(422);
  });
});

describe('currency', () => {
  it('converts to guaranis with the exchange rate and prints them without decimals', async () => {
    const rates = start.exchange_rates;
    const pyg = rates.find((r) => r.target_currency.id === 3)!;
    const usd = await list('tem_estoque=1&moeda_id=2');
    const gs = await list('tem_estoque=1&moeda_id=3');
    const p = usd.data.find((x) => x.valor_venda !== null)!;
    const q = gs.data.find((x) => x.id === p.id)!;
    expect(q.moeda).toEqual({ id: 3, simbolo: 'G$', casas_decimais: 0 });
    const expected = pyg.multiply ? p.valor_venda! * Number(pyg.tax) : p.valor_venda! / Number(pyg.tax);
    expect(q.preco_atual!.valor_venda).toBe(Math.round(expected));
    expect(q.preco_atual!.formatado).toMatch(/^G\$ \d{1,3}(\.\d{3})*$/);
    expect(p.preco_atual!.formatado).toMatch(/^U\$ \d{1,3}(\.\d{3})*,\d{2}$/);
  });

  it('falls back to US dollars for an unknown moeda_id', async () => {
    const page = await list('moeda_id=99');
    expect(page.data[0].moeda.simbolo).toBe('U$');
  });

  it('never sends the price of a product whose price is hidden', async () => {
    const page = await list('all_products=1&per_page=100&page=1');
    let hidden: ProductSummary | undefined = page.data.find((p) => !p.mostrar_preco);
    for (let n = 2; !hidden && n <= page.last_page; n++)
      hidden = (await list(`all_products=1&per_page=100&page=${n}`)).data.find((p) => !p.mostrar_preco);
    expect(hidden).toBeDefined();
    expect(hidden!.preco_atual).toBeNull();
    expect(hidden!.valor_venda).toBeNull();
  });
});

describe('text search', () => {
  const sample = async () => (await list('tem_estoque=1&per_page=100&all_products=1')).data;

  it('finds a product by its code', async () => {
    const p = (await sample())[5];
    const found = await list(`text=${encodeURIComponent(p.codigo)}&all_products=1`);
    expect(found.data[0].id).toBe(p.id);
  });

  it('ignores accents and case', async () => {
    const accented = (await list('all_products=1&per_page=100&text=a')).data.find((p) =>
      /[áéíóúãõçâê]/i.test(p.nome),
    );
    expect(accented).toBeDefined();
    const word = accented!.nome.split(' ').find((w) => /[áéíóúãõçâê]/i.test(w))!;
    const plain = word
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase();
    const found = await list(`all_products=1&per_page=100&text=${encodeURIComponent(plain)}`);
    expect(found.data.map((p) => p.id)).toContain(accented!.id);
  });

  it('tolerates a small typo in a brand name', async () => {
    const brand = start.brands.find((b) => b.nome.length >= 7 && /^[a-z]+$/i.test(b.nome))!;
    const exact = await list(`all_products=1&text=${brand.nome}`);
    expect(exact.total).toBeGreaterThan(0);
    const typo = brand.nome.slice(0, 3) + brand.nome.slice(4); // drop one letter
    const fuzzy = await list(`all_products=1&text=${typo}`);
    expect(fuzzy.data.some((p) => p.marca_id === brand.id)).toBe(true);
  });

  it('returns nothing for gibberish and treats LIKE wildcards literally', async () => {
    expect((await list('text=zzqxwv')).total).toBe(0);
    expect((await list('text=%25%25')).total).toBe(0);
  });

  it('orders autocomplete by name with order_by=p_text and prefers system names with nome_sistema=1', async () => {
    const page = await list('text=xo&all_products=1&tem_estoque=1&order_by=p_text&order=asc&per_page=4');
    expect(page.data).toHaveLength(4);
    const names = page.data.map((p) => p.nome);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const sys = await list('special=only&nome_sistema=1&per_page=5');
    expect(sys.data).toHaveLength(5);
    expect(sys.data.every((p) => p.nome === p.nome_sistema)).toBe(true);
    const local = await list('special=only&per_page=5');
    expect(local.data.some((p) => p.nome !== p.nome_sistema)).toBe(true);
  });
});

describe('GET /api/public/products/{id}/details, /slug/{slug}, /{id}/related', () => {
  it('gives the product page, with prices in every currency and sanitized details', async () => {
    const p = (await list('tem_estoque=1')).data.find((x) => x.mostrar_preco)!;
    // The ERP's HTML as an attacker would write it: formatting must survive, scripts and handlers must not.
    await api.database.db
      .update(productContents)
      .set({
        detailsHtmlEs:
          '<p>Entrega <strong>inmediata</strong></p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">ver</a><a href="https://example.com/x">más</a>',
      })
      .where(eq(productContents.productId, p.id));
    await api.services.invalidateCatalog();
    const res = await api.get<ProductDetail>(`/api/public/products/${p.id}/details?lang=es&moeda_id=3`);
    expect(res.status).toBe(200);
    expect(res.body.slug).toBe(p.slug);
    expect(res.body.especificacoes.length).toBeGreaterThanOrEqual(3);
    expect(res.body.precos!.map((x) => x.moeda.simbolo)).toEqual(['R$', 'U$', 'G$', 'P$']);
    expect(res.body.detalhes).toContain('<p>Entrega <strong>inmediata</strong></p>');
    expect(res.body.detalhes).toContain('<a href="https://example.com/x">más</a>');
    expect(res.body.detalhes).not.toMatch(/<script|<img|onerror|javascript:/i);
    const bySlug = await api.get<ProductDetail>(`/api/public/products/slug/${p.slug}?lang=es&moeda_id=3`);
    expect(bySlug.body.id).toBe(p.id);
  });

  it('answers 404 for a missing product and 422 for a malformed id or slug', async () => {
    const missing = await api.get<{ message: string }>('/api/public/products/99999999/details');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('O Recurso que está tentando acessar não existe');
    expect((await api.get('/api/public/products/slug/nao-existe-xyz')).status).toBe(404);
    expect((await api.get('/api/public/products/abc/details')).status).toBe(422);
    expect((await api.get('/api/public/products/slug/Bad%20Slug!')).status).toBe(422);
    expect((await api.get('/api/public/products/-1/details')).status).toBe(422);
  });

  it('relates in-stock products of the same brand, never the product itself', async () => {
    const p = (await list('tem_estoque=1&per_page=100')).data.find((x) => x.marca_id)!;
    const res = await api.get<{ data: ProductSummary[] }>(`/api/public/products/${p.id}/related?limit=6`);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeLessThanOrEqual(6);
    for (const r of res.body.data) {
      expect(r.marca_id).toBe(p.marca_id);
      expect(r.tem_estoque).toBe(true);
      expect(r.id).not.toBe(p.id);
    }
    expect((await api.get('/api/public/products/99999999/related')).status).toBe(404);
  });
});

describe('short searches', () => {
  it('matches one or two letters as the start of a word, not anywhere inside one', async () => {
    const page = await list('text=xo&all_products=1&per_page=100');
    expect(page.total).toBeGreaterThan(0);
    for (const p of page.data) {
      const words = `${p.nome} ${p.nome_sistema} ${p.codigo} ${p.brand?.nome ?? ''}`
        .toLowerCase()
        .split(/\s+/);
      expect(words.some((w) => w.startsWith('xo'))).toBe(true);
    }
  });
});

describe('count reuse', () => {
  it('gives the same totals with the count cache on, across pages and orders', async () => {
    const { productsQuerySchema } = await import('../../lib/contract/catalog');
    const cached = productService({
      db: api.database.db,
      taxonomy: api.services.taxonomy,
      rates: api.services.rates,
      secret: 'x',
      countCache: { cache: createCatalogCache({}).cache, ttlMs: 60_000 },
    });
    const q = (s: Record<string, string>) => productsQuerySchema.parse(s);
    const first = await cached.list(q({ category_id: '27', page: '1' }));
    const again = await cached.list(q({ category_id: '27', page: '2', order_by: 'nome', order: 'asc' }));
    const fresh = await list('category_id=27');
    expect(first.total).toBe(fresh.total);
    expect(again.total).toBe(fresh.total);
    const other = await cached.list(q({ category_id: '27', tem_estoque: '1' }));
    expect(other.total).toBe((await list('category_id=27&tem_estoque=1')).total);
    expect(other.total).toBeLessThan(first.total);
  });
});

describe('GET /api/public/price-list', () => {
  const priceList = async (qs: string) => {
    const res = await api.get<PriceList>(`/api/public/price-list?${qs}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  /** Every page of a listing, as the print route used to read it. */
  const everyPage = async (qs: string) => {
    const rows: ProductSummary[] = [];
    for (let page = 1; ; page++) {
      const p = await list(`${qs}&per_page=100&page=${page}`);
      rows.push(...p.data);
      if (page >= p.last_page) return rows;
    }
  };

  it("gives a listing's every in-stock product in one answer, in the listing's order", async () => {
    const listing = await everyPage(
      'category_id=27&tem_estoque=1&order_by=tem_estoque,valor_venda&order=desc,asc',
    );
    expect(listing.length).toBeGreaterThan(20);
    const sheet = await priceList(
      'category_id=27&order_by=tem_estoque,valor_venda&order=desc,asc&moeda_id=3&lang=es',
    );
    expect(sheet.truncated).toBe(false);
    expect(sheet.total).toBe(listing.length);
    expect(sheet.data.map((r) => r.id)).toEqual(listing.map((p) => p.id));
    expect(sheet.moeda.simbolo).toBe('G$');
  });

  it('carries what the print sheet shows: code, local name, brand, first picture, prices (none when hidden)', async () => {
    const summaries = await everyPage('tem_estoque=1&all_products=1&lang=es&moeda_id=1');
    const sheet = await priceList('all_products=1&lang=es&moeda_id=1');
    expect(sheet.data).toHaveLength(summaries.length);
    const byId = new Map(sheet.data.map((r) => [r.id, r]));
    for (const p of summaries) {
      expect(byId.get(p.id)).toEqual({
        id: p.id,
        codigo: p.codigo,
        nome: p.nome,
        marca: p.brand?.nome ?? null,
        imagem: p.imagens[0]?.url ?? null,
        valor_venda: p.valor_venda,
        preco_atual: p.preco_atual,
      });
    }
    expect(summaries.some((p) => !p.mostrar_preco)).toBe(true); // hidden prices are covered
  });

  it('leaves out-of-stock products out even when asked for them, and keeps the XO line to its own lists', async () => {
    const all = await list('all_products=1&per_page=1');
    const inStock = await list('all_products=1&tem_estoque=1&per_page=1');
    expect(inStock.total).toBeLessThan(all.total);
    expect((await priceList('all_products=1&tem_estoque=0')).total).toBe(inStock.total);
    const special = await priceList('special=only&nome_sistema=1');
    expect(special.data.length).toBeGreaterThan(0);
    expect(special.data.every((r) => r.nome === r.nome.toUpperCase())).toBe(true);
  });

  it('stops at the row cap and says it was truncated, with the full total', async () => {
    const capped = productService({
      db: api.database.db,
      taxonomy: api.services.taxonomy,
      rates: api.services.rates,
      secret: 'x',
      priceListMaxRows: 10,
    });
    const full = await priceList('all_products=1');
    const cut = await capped.priceList(priceListQuerySchema.parse({ all_products: '1' }));
    expect(cut.data.map((r) => r.id)).toEqual(full.data.slice(0, 10).map((r) => r.id));
    expect(cut).toMatchObject({ truncated: true, total: full.total });
  });

  it('refuses paging parameters it does not know and bad sorts with 422', async () => {
    expect((await api.get('/api/public/price-list?order_by=password')).status).toBe(422);
    expect((await api.get('/api/public/price-list?category_id=abc')).status).toBe(422);
  });
});
