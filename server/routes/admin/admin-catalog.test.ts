import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, brands, categories, products } from '../../db/schema';
import { bearer, jpeg, multipart, testClock } from '../../test/account-fixtures';
import { startTestApi, type TestApi } from '../../test/harness';
import { staffMember } from '../../test/staff-fixtures';

const clock = testClock(new Date('2026-11-25T12:00:00Z'));
let api: TestApi;
let manager: Awaited<ReturnType<typeof staffMember>>;
let clerk: Awaited<ReturnType<typeof staffMember>>;
/** Every revalidation the API sent the storefront: its tags and whether it was immediate. */
let revalidations: { tags: string[]; immediate?: boolean }[] = [];
const fakeFetch = (async (url: string | URL, init?: RequestInit) => {
  if (String(url).endsWith('/api/revalidate')) revalidations.push(JSON.parse(String(init?.body)));
  return new Response('{}', { status: 200 });
}) as typeof fetch;

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  token: string | undefined,
  payload?: unknown,
  lang = 'pt-BR',
) =>
  api.app.inject({
    method,
    url,
    payload: payload as never,
    headers: { ...(token ? bearer(token) : {}), 'accept-language': lang },
  });

beforeAll(async () => {
  api = await startTestApi(40, { deps: { now: clock.now, fetch: fakeFetch } });
  manager = await staffMember(api, clock, 'gerente@loja.test', 'manager');
  clerk = await staffMember(api, clock, 'balcao@loja.test', 'clerk');
});
afterAll(() => api?.close());

describe('/admin/catalog roles', () => {
  it('a clerk and a missing session are refused on every catalogue route', async () => {
    for (const [method, url] of [
      ['GET', '/admin/catalog/products'],
      ['GET', '/admin/catalog/products/1'],
      ['PATCH', '/admin/catalog/products/1'],
      ['GET', '/admin/catalog/taxonomy'],
      ['POST', '/admin/catalog/taxonomy/marcas'],
    ] as const) {
      expect(
        (await call(method, url, clerk.token, method === 'GET' ? undefined : { nome: 'X' })).statusCode,
        `${method} ${url}`,
      ).toBe(403);
      expect(
        (await call(method, url, undefined, method === 'GET' ? undefined : { nome: 'X' })).statusCode,
      ).toBe(401);
    }
  });
});

describe('product list', () => {
  it('pages newest first with a cursor, and filters by search, brand, visibility and stock', async () => {
    const first = (await call('GET', '/admin/catalog/products', manager.token)).json();
    expect(first.data).toHaveLength(40);
    expect(first.next_cursor).toBeNull();
    expect(first.data[0].id).toBeGreaterThan(first.data[1].id);
    const [p] = await api.database.db.select().from(products).where(eq(products.id, first.data[5].id));
    const byCode = (
      await call('GET', `/admin/catalog/products?q=${p.code.toLowerCase()}`, manager.token)
    ).json();
    expect(byCode.data.map((r: { id: number }) => r.id)).toContain(p.id);
    const word = p.namePt.split(' ')[0];
    const byName = (
      await call('GET', `/admin/catalog/products?q=${encodeURIComponent(word)}`, manager.token)
    ).json();
    expect(byName.data.length).toBeGreaterThan(0);
    expect(
      byName.data.every((r: { nome_pt: string; nome_es: string; codigo: string }) =>
        `${r.nome_pt} ${r.nome_es} ${r.codigo}`
          .toLowerCase()
          .normalize('NFD')
          .includes(word.toLowerCase().normalize('NFD').slice(0, 3)),
      ),
    ).toBe(true);
    const byBrand = (await call('GET', `/admin/catalog/products?marca=${p.brandId}`, manager.token)).json();
    expect(byBrand.data.length).toBeGreaterThan(0);
    expect(new Set(byBrand.data.map((r: { marca: string }) => r.marca)).size).toBe(1);
    await api.database.db.update(products).set({ active: false, stockQty: 0 }).where(eq(products.id, p.id));
    const hidden = (await call('GET', '/admin/catalog/products?visivel=0', manager.token)).json();
    expect(hidden.data.map((r: { id: number }) => r.id)).toEqual([p.id]);
    const out = (await call('GET', '/admin/catalog/products?estoque=0&visivel=0', manager.token)).json();
    expect(out.data.map((r: { id: number }) => r.id)).toContain(p.id);
    await api.database.db.update(products).set({ active: true, stockQty: 5 }).where(eq(products.id, p.id));
    const paged = (
      await call('GET', `/admin/catalog/products?cursor=${first.data[9].id}`, manager.token)
    ).json();
    expect(paged.data[0].id).toBe(first.data[10].id);
    expect((await call('GET', '/admin/catalog/products?visivel=2', manager.token)).statusCode).toBe(422);
    expect(
      (await call('GET', '/admin/catalog/products?q=%27%20OR%201%3D1--', manager.token)).statusCode,
    ).toBe(200);
  });
});

describe('product editor', () => {
  it('a price change is audited, revalidates the product page at once and listings in the background, and the API shows it', async () => {
    const id = 7;
    const before = (await call('GET', `/admin/catalog/products/${id}`, manager.token)).json();
    revalidations = [];
    const res = await call('PATCH', `/admin/catalog/products/${id}`, manager.token, {
      preco_usd: '123.45',
      updated_at: before.updated_at,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().preco_usd).toBe('123.45');
    const [audit] = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.update'), eq(auditLog.entityId, String(id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit.before).toEqual({ preco_usd: before.preco_usd });
    expect(audit.after).toEqual({ preco_usd: '123.45' });
    expect(audit.actor).toBe(manager.email);
    expect(revalidations).toEqual([{ tags: [`product:${id}`], immediate: true }, { tags: ['catalog'] }]);
    const shop = await api.get<{ valor_venda: number }>(`/api/public/products/${id}/details`);
    expect(shop.body.valor_venda).toBe(123.45);
    // A stale editor (loaded before this save) cannot overwrite it.
    const stale = await call('PATCH', `/admin/catalog/products/${id}`, manager.token, {
      preco_usd: '99',
      updated_at: before.updated_at,
    });
    expect(stale.statusCode).toBe(409);
  });

  it("a manager sets a product's IVA rate (10 %, 5 %, exempt), audited; anything else is a 422", async () => {
    const id = 9;
    const before = (await call('GET', `/admin/catalog/products/${id}`, manager.token)).json();
    expect(before.iva).toBe('10');
    const res = await call('PATCH', `/admin/catalog/products/${id}`, manager.token, {
      iva: '5',
      updated_at: before.updated_at,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().iva).toBe('5');
    const [row] = await api.database.db
      .select({ vatRate: products.vatRate })
      .from(products)
      .where(eq(products.id, id));
    expect(row.vatRate).toBe('5');
    const [audit] = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.update'), eq(auditLog.entityId, String(id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect([audit.before, audit.after]).toEqual([{ iva: '10' }, { iva: '5' }]);
    const exempt = await call('PATCH', `/admin/catalog/products/${id}`, manager.token, { iva: 'exento' });
    expect(exempt.json().iva).toBe('exento');
    expect(
      (await call('PATCH', `/admin/catalog/products/${id}`, manager.token, { iva: '7' })).statusCode,
    ).toBe(422);
  });

  it('texts, specifications and pictures: only the product page is revalidated when no card changed', async () => {
    const id = 8;
    const current = (await call('GET', `/admin/catalog/products/${id}`, manager.token)).json();
    const up = multipart({}, { arquivo: { data: await jpeg(), filename: 'nova.jpg', type: 'image/jpeg' } });
    const picture = (
      await api.app.inject({
        method: 'POST',
        url: '/admin/pictures',
        payload: up.payload,
        headers: { ...up.headers, ...bearer(manager.token) },
      })
    ).json();
    revalidations = [];
    const specs = [
      { nome_pt: 'Cor', nome_es: 'Color', valor_pt: 'Azul', valor_es: 'Azul' },
      { nome_pt: 'Peso', nome_es: 'Peso', valor_pt: '1 kg', valor_es: '1 kg' },
    ];
    const fotos = [...current.fotos, picture.url];
    const res = await call('PATCH', `/admin/catalog/products/${id}`, manager.token, {
      caracteristicas_es: 'Nuevo texto',
      especificacoes: specs,
      fotos,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ caracteristicas_es: 'Nuevo texto', especificacoes: specs, fotos });
    expect(revalidations).toEqual([{ tags: [`product:${id}`], immediate: true }]);
    const shop = await api.get<{ especificacoes: { nome: string; valor: string }[]; fotos?: unknown }>(
      `/api/public/products/${id}/details?lang=es`,
    );
    expect(shop.body.especificacoes).toEqual([
      { nome: 'Color', valor: 'Azul' },
      { nome: 'Peso', valor: '1 kg' },
    ]);
    // Reordering puts the new picture first: now a card changed.
    revalidations = [];
    await call('PATCH', `/admin/catalog/products/${id}`, manager.token, {
      fotos: [picture.url, ...current.fotos],
    });
    expect(revalidations.map((r) => r.tags)).toEqual([[`product:${id}`], ['catalog']]);
  });

  it('refuses outside picture URLs, bad prices, unknown fields and unknown products with clear 4xx', async () => {
    const id = 9;
    for (const fotos of [
      ['https://evil.example/x.webp'],
      ['/media/uploads/' + 'a'.repeat(64) + '.webp'],
      ['/media/../../etc/passwd'],
    ]) {
      const res = await call('PATCH', `/admin/catalog/products/${id}`, manager.token, { fotos });
      expect(res.statusCode, JSON.stringify(fotos)).toBe(422);
    }
    for (const body of [
      { preco_usd: '-1' },
      { preco_usd: '1e3' },
      { preco_usd: 12 },
      { estoque: -1 },
      { estoque: 1.5 },
      { nome_pt: '' },
      { active: false },
    ]) {
      expect(
        (await call('PATCH', `/admin/catalog/products/${id}`, manager.token, body)).statusCode,
        JSON.stringify(body),
      ).toBeGreaterThanOrEqual(400);
      expect(
        (await call('PATCH', `/admin/catalog/products/${id}`, manager.token, body)).statusCode,
      ).toBeLessThan(500);
    }
    expect(
      (await call('PATCH', '/admin/catalog/products/999999', manager.token, { estoque: 1 })).statusCode,
    ).toBe(404);
    expect((await call('GET', '/admin/catalog/products/abc', manager.token)).statusCode).toBe(422);
    // Nothing changed, nothing announced, no audit row.
    revalidations = [];
    const same = (await call('GET', `/admin/catalog/products/${id}`, manager.token)).json();
    expect(
      (
        await call('PATCH', `/admin/catalog/products/${id}`, manager.token, {
          preco_usd: same.preco_usd,
          estoque: same.estoque,
        })
      ).statusCode,
    ).toBe(200);
    expect(revalidations).toEqual([]);
  });

  it('hiding a product takes it off the shop', async () => {
    const id = 10;
    expect((await api.get(`/api/public/products/${id}/details`)).status).toBe(200);
    await call('PATCH', `/admin/catalog/products/${id}`, manager.token, { visivel: false });
    expect((await api.get(`/api/public/products/${id}/details`)).status).toBe(404);
    await call('PATCH', `/admin/catalog/products/${id}`, manager.token, { visivel: true });
  });
});

describe('brands, categories, departments and the XO line', () => {
  it('creates, renames (slug kept), hides and marks a category as XO line, each audited', async () => {
    const created = await call('POST', '/admin/catalog/taxonomy/marcas', manager.token, {
      nome: 'Marca Nova Teste',
    });
    expect(created.statusCode, created.body).toBe(200);
    const brand = created.json().marcas.find((b: { nome: string }) => b.nome === 'Marca Nova Teste');
    expect(brand.slug).toBe('marca-nova-teste');
    expect(
      (await call('POST', '/admin/catalog/taxonomy/marcas', manager.token, { nome: 'marca nova teste' }))
        .statusCode,
    ).toBe(409);
    const renamed = await call('PATCH', `/admin/catalog/taxonomy/marcas/${brand.id}`, manager.token, {
      nome: 'Marca Renomeada',
      ativo: false,
    });
    expect(renamed.json().marcas.find((b: { id: number }) => b.id === brand.id)).toMatchObject({
      nome: 'Marca Renomeada',
      slug: 'marca-nova-teste',
      ativo: false,
    });
    const cat = (
      await call('POST', '/admin/catalog/taxonomy/categorias', manager.token, {
        nome_pt: 'Relógios XO',
        nome_es: 'Relojes XO',
        especial: true,
      })
    ).json();
    const xo = cat.categorias.find((c: { nome_pt: string }) => c.nome_pt === 'Relógios XO');
    expect(xo).toMatchObject({ especial: true, ativo: true });
    const dep = await call('POST', '/admin/catalog/taxonomy/departamentos', manager.token, {
      categoria_id: xo.id,
      nome_pt: 'Pulso',
      nome_es: 'Pulsera',
    });
    expect(dep.statusCode, dep.body).toBe(200);
    expect(
      (
        await call('POST', '/admin/catalog/taxonomy/departamentos', manager.token, {
          categoria_id: 999999,
          nome_pt: 'X',
          nome_es: 'Y',
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await call('POST', '/admin/catalog/taxonomy/marcas', manager.token, { nome_pt: 'errado' })).statusCode,
    ).toBe(422);
    expect(
      (await call('PATCH', '/admin/catalog/taxonomy/categorias/999999', manager.token, { ativo: false }))
        .statusCode,
    ).toBe(404);
    // A regular category moved into the XO line: its products follow (the catalogue's triggers).
    const [regular] = await api.database.db
      .select()
      .from(categories)
      .where(eq(categories.special, false))
      .limit(1);
    await call('PATCH', `/admin/catalog/taxonomy/categorias/${regular.id}`, manager.token, {
      especial: true,
    });
    const moved = await api.database.db
      .select({ special: products.special })
      .from(products)
      .where(eq(products.categoryId, regular.id));
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.every((p) => p.special)).toBe(true);
    await call('PATCH', `/admin/catalog/taxonomy/categorias/${regular.id}`, manager.token, {
      especial: false,
    });
    const actions = (await api.database.db.select({ action: auditLog.action }).from(auditLog)).map(
      (a) => a.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        'marcas.create',
        'marcas.update',
        'categorias.create',
        'departamentos.create',
        'categorias.update',
      ]),
    );
    expect((await api.database.db.select().from(brands).where(eq(brands.id, brand.id)))[0].slug).toBe(
      'marca-nova-teste',
    );
  });
});
