import { randomUUID } from 'node:crypto';
import { and, desc, eq, like, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cities, pickupPoints, products, states } from '../../db/schema';
import { bearer, testClock } from '../../test/account-fixtures';
import { startTestApi, type TestApi } from '../../test/harness';
import { staffMember } from '../../test/staff-fixtures';

const clock = testClock(new Date('2026-11-25T12:00:00Z'));
let api: TestApi;
let owner: Awaited<ReturnType<typeof staffMember>>;
let manager: Awaited<ReturnType<typeof staffMember>>;
let clerk: Awaited<ReturnType<typeof staffMember>>;
/** Bodies the API sent to the storefront's /api/revalidate. */
const revalidations: { tags: string[]; immediate?: boolean }[] = [];

const call = (
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  api.app.inject({
    method,
    url,
    payload: payload as never,
    headers: { ...(token ? bearer(token) : {}), ...headers },
  });
/** Moves the clock while staff keep working: a staff session ends after 30 idle minutes (issue 26). */
async function advanceWorking(ms: number) {
  for (let left = ms; left > 0; left -= 20 * 60_000) {
    clock.advance(Math.min(left, 20 * 60_000));
    for (const s of [owner, manager])
      expect((await call('GET', '/admin/session/me', s.token)).statusCode).toBe(200);
  }
}
const lastAudit = async (prefix: string) =>
  (
    await api.database.db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, `${prefix}%`))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];
const lastTags = () => revalidations.at(-1);

const banner = (over: Record<string, unknown> = {}) => ({
  type_id: 3,
  lang: 'pt',
  image_url: '/media/banners/1-pt.webp',
  link: '/produtos',
  description: 'Black Friday de perfumes',
  position: 0,
  active: true,
  starts_at: null,
  ends_at: null,
  ...over,
});

beforeAll(async () => {
  const fakeFetch = (async (_url: string, init: RequestInit) => {
    revalidations.push(JSON.parse(String(init.body)));
    return new Response('{}', { status: 200 });
  }) as unknown as typeof fetch;
  api = await startTestApi(20, { deps: { now: clock.now, fetch: fakeFetch } });
  owner = await staffMember(api, clock, 'dona@loja.test', 'owner');
  manager = await staffMember(api, clock, 'gerente@loja.test', 'manager');
  clerk = await staffMember(api, clock, 'balcao@loja.test', 'clerk');
});
afterAll(() => api?.close());

describe('roles', () => {
  it('a clerk is refused every content route, no token is a 401; manager and owner read it', async () => {
    expect((await call('GET', '/admin/content')).statusCode).toBe(401);
    expect((await call('GET', '/admin/content', clerk.token)).statusCode).toBe(403);
    expect((await call('PUT', '/admin/content/banners', clerk.token, banner())).statusCode).toBe(403);
    expect((await call('DELETE', '/admin/content/banners/1', clerk.token)).statusCode).toBe(403);
    for (const who of [manager, owner]) {
      const res = await call('GET', '/admin/content', who.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('banners', () => {
  it('saves with its audit row and revalidates only the home tag, at once', async () => {
    const before = revalidations.length;
    const res = await call(
      'PUT',
      '/admin/content/banners',
      manager.token,
      banner({ description: 'Semana do perfume' }),
    );
    expect(res.statusCode).toBe(200);
    const saved = res
      .json()
      .banners.find((b: { description: string }) => b.description === 'Semana do perfume');
    expect(saved).toMatchObject({ type_id: 3, lang: 'pt', link: '/produtos', active: true });
    expect(revalidations.length).toBe(before + 1);
    expect(lastTags()).toEqual({ tags: ['content:home'], immediate: true });
    const audit = await lastAudit('content.banners');
    expect(audit).toMatchObject({
      action: 'content.banners.create',
      entityId: String(saved.id),
      actor: 'gerente@loja.test',
      before: null,
    });
    expect(audit.after).toMatchObject({ description: 'Semana do perfume' });

    const home = (await call('GET', '/api/public/home?lang=pt')).json();
    expect(home.banners.map((b: { descricao: string }) => b.descricao)).toContain('Semana do perfume');
    // A Portuguese banner is not shown to Spanish shoppers.
    const homeEs = (await call('GET', '/api/public/home?lang=es')).json();
    expect(homeEs.banners.map((b: { descricao: string }) => b.descricao)).not.toContain('Semana do perfume');
  });

  it('shows a banner only inside its date window, with no save when the window opens or closes', async () => {
    const at = clock.now().getTime();
    const starts = new Date(at + 60 * 60_000).toISOString();
    const ends = new Date(at + 2 * 60 * 60_000).toISOString();
    await call(
      'PUT',
      '/admin/content/banners',
      owner.token,
      banner({ description: 'Natal antecipado', starts_at: starts, ends_at: ends }),
    );
    const shown = async () => (await call('GET', '/api/public/home?lang=pt')).json();
    let home = await shown();
    expect(home.banners.map((b: { descricao: string }) => b.descricao)).not.toContain('Natal antecipado');
    expect(home.proxima_mudanca).toBe(starts);
    await advanceWorking(60 * 60_000);
    home = await shown();
    expect(home.banners.map((b: { descricao: string }) => b.descricao)).toContain('Natal antecipado');
    expect(home.proxima_mudanca).toBe(ends);
    await advanceWorking(60 * 60_000);
    expect((await shown()).banners.map((b: { descricao: string }) => b.descricao)).not.toContain(
      'Natal antecipado',
    );
  });

  it('refuses links and pictures an attacker would use, backwards windows, unknown ids and types', async () => {
    const bad = [
      { link: 'javascript:alert(1)' },
      { link: '//evil.example/x' },
      { link: 'http://plain.example/' },
      { image_url: 'https://evil.example/a.webp' },
      { image_url: '/media/banners/../../etc/passwd' },
      { type_id: 8 },
      { lang: 'en' },
      { description: '' },
      { description: 'x'.repeat(201) },
      { starts_at: '2026-12-02T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' },
      { starts_at: 'tomorrow' },
    ];
    for (const over of bad) {
      const res = await call('PUT', '/admin/content/banners', manager.token, banner(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
    }
    expect(
      (await call('PUT', '/admin/content/banners', manager.token, banner({ id: 999_999 }))).statusCode,
    ).toBe(404);
    expect((await call('DELETE', '/admin/content/banners/999999', manager.token)).statusCode).toBe(404);
    expect((await call('DELETE', '/admin/content/pickup-points/1', manager.token)).statusCode).toBe(422);
  });

  it('takes an uploaded picture the store holds, and refuses an upload address that names none', async () => {
    const ghost = `/media/uploads/${'ab'.repeat(32)}.webp`;
    expect(
      (await call('PUT', '/admin/content/banners', manager.token, banner({ image_url: ghost }))).statusCode,
    ).toBe(422);
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#7a2' } })
      .png()
      .toBuffer();
    const stored = await api.services.images.store({ data: png, filename: 'promo.png' });
    const res = await call(
      'PUT',
      '/admin/content/banners',
      manager.token,
      banner({ image_url: stored.url, description: 'Com upload' }),
    );
    expect(res.statusCode).toBe(200);
    expect(
      res.json().banners.find((b: { description: string }) => b.description === 'Com upload').image_url,
    ).toBe(stored.url);
    expect(
      (
        await call('PUT', '/admin/content/sellers', manager.token, {
          name: 'X',
          role: 'Y',
          photo_url: ghost,
          whatsapp: '+595981555444',
          position: 0,
          active: true,
        })
      ).statusCode,
    ).toBe(422);
  });

  it('deletes with an audit row that keeps what was deleted', async () => {
    const list = (
      await call('PUT', '/admin/content/banners', manager.token, banner({ description: 'Apagar-me' }))
    ).json().banners;
    const id = list.find((b: { description: string }) => b.description === 'Apagar-me').id;
    const res = await call('DELETE', `/admin/content/banners/${id}`, manager.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().banners.some((b: { id: number }) => b.id === id)).toBe(false);
    expect(await lastAudit('content.banners.delete')).toMatchObject({
      entityId: String(id),
      after: null,
      before: expect.objectContaining({ description: 'Apagar-me' }),
    });
  });

  it('the popup setting hides type 7 and sets its return delay', async () => {
    await call(
      'PUT',
      '/admin/content/banners',
      manager.token,
      banner({ type_id: 7, description: 'Popup de teste' }),
    );
    const settings = {
      hours_pt: 'Seg a sáb, 9h às 19h',
      hours_es: 'Lun a sáb, 9 a 19 h',
      popup_reappear_minutes: 10,
      popup_enabled: false,
    };
    const res = await call('PUT', '/admin/content/settings', manager.token, settings);
    expect(res.statusCode).toBe(200);
    expect(lastTags()).toEqual({ tags: ['content:home', 'content:store'], immediate: true });
    let home = (await call('GET', '/api/public/home?lang=pt')).json();
    expect(home.popup_minutos).toBe(10);
    expect(home.banners.some((b: { tipo_id: number }) => b.tipo_id === 7)).toBe(false);
    await call('PUT', '/admin/content/settings', manager.token, { ...settings, popup_enabled: true });
    home = (await call('GET', '/api/public/home?lang=pt')).json();
    expect(home.banners.some((b: { descricao: string }) => b.descricao === 'Popup de teste')).toBe(true);
  });
});

describe('store hours', () => {
  it('answers each language its own text, and refuses empty or huge values', async () => {
    await call('PUT', '/admin/content/settings', owner.token, {
      hours_pt: 'Segunda a sábado, 8h às 17h',
      hours_es: 'Lunes a sábado, 8 a 17 h',
      popup_reappear_minutes: 5,
      popup_enabled: true,
    });
    expect((await call('GET', '/api/public/store-info?lang=pt')).json()).toEqual({
      horario: 'Segunda a sábado, 8h às 17h',
    });
    expect((await call('GET', '/api/public/store-info?lang=es')).json()).toEqual({
      horario: 'Lunes a sábado, 8 a 17 h',
    });
    expect(await lastAudit('content.settings')).toMatchObject({
      before: expect.objectContaining({ hours_pt: 'Seg a sáb, 9h às 19h' }),
    });
    for (const bad of [
      { hours_pt: '' },
      { hours_es: 'x'.repeat(201) },
      { popup_reappear_minutes: 0 },
      { popup_reappear_minutes: 1.5 },
    ]) {
      const res = await call('PUT', '/admin/content/settings', owner.token, {
        hours_pt: 'a',
        hours_es: 'b',
        popup_reappear_minutes: 5,
        popup_enabled: true,
        ...bad,
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
  });
});

describe('carousels', () => {
  it('saves a brand or a category carousel in order, and refuses both, neither or unknown ones', async () => {
    const [p] = await api.database.db
      .select({ brandId: products.brandId, categoryId: products.categoryId })
      .from(products)
      .limit(1);
    const res = await call('PUT', '/admin/content/carousels', manager.token, {
      title_pt: 'Só marcas boas',
      title_es: 'Solo buenas marcas',
      category_id: null,
      brand_id: p.brandId,
      position: 0,
      active: true,
    });
    expect(res.statusCode).toBe(200);
    const home = (await call('GET', '/api/public/home?lang=es')).json();
    expect(home.carrosseis[0]).toEqual({
      id: expect.any(Number),
      titulo: 'Solo buenas marcas',
      categoria_id: null,
      marca_id: p.brandId,
    });
    expect(lastTags()?.tags).toEqual(['content:home']);
    const base = { title_pt: null, title_es: null, position: 1, active: true };
    for (const bad of [
      { category_id: p.categoryId, brand_id: p.brandId },
      { category_id: null, brand_id: null },
      { category_id: 987_654, brand_id: null },
      { category_id: null, brand_id: 987_654 },
    ]) {
      expect(
        (await call('PUT', '/admin/content/carousels', manager.token, { ...base, ...bad })).statusCode,
        JSON.stringify(bad),
      ).toBe(422);
    }
  });
});

describe('sales team', () => {
  it('stores WhatsApp in international form, revalidates the team tag, and refuses numbers wa.me cannot dial', async () => {
    const seller = {
      name: 'Joana Prado',
      role: 'Vendedora',
      photo_url: null,
      whatsapp: '+595 (981) 555-444',
      position: 0,
      active: true,
    };
    const res = await call('PUT', '/admin/content/sellers', manager.token, seller);
    expect(res.statusCode).toBe(200);
    expect(res.json().sellers.find((s: { name: string }) => s.name === 'Joana Prado').whatsapp).toBe(
      '+595981555444',
    );
    expect(lastTags()?.tags).toEqual(['team']);
    const team = (await call('GET', '/api/public/team')).json();
    expect(team.find((s: { nome: string }) => s.nome === 'Joana Prado')).toMatchObject({
      whatsapp: '+595981555444',
      funcao: 'Vendedora',
    });
    for (const whatsapp of ['12345', '981555444', '+1 212 555 0100', '5959815554449', 'abc']) {
      expect(
        (await call('PUT', '/admin/content/sellers', manager.token, { ...seller, whatsapp })).statusCode,
        whatsapp,
      ).toBe(422);
    }
    expect(
      (
        await call('PUT', '/admin/content/sellers', manager.token, {
          ...seller,
          whatsapp: '+55 45 99876-5432',
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('pickup points and delivery services', () => {
  it('pt-BR shoppers see the Portuguese hours, es-PY the Spanish; an untranslated point falls back to Spanish', async () => {
    const content = (await call('GET', '/admin/content', manager.token)).json();
    const point = content.pickup_points[0];
    const saved = await call('PUT', '/admin/content/pickup-points', manager.token, {
      ...point,
      city: undefined,
      hours_pt: 'Seg a Sex 9h às 17h',
      hours_es: 'Lun a Vie 9 a 17 h',
    });
    expect(saved.statusCode).toBe(200);
    expect(await lastAudit('content.pickup_points')).toMatchObject({
      action: 'content.pickup_points.update',
      before: expect.objectContaining({ hours_es: point.hours_es }),
    });

    const [{ id: productId }] = await api.database.db.select({ id: products.id }).from(products).limit(1);
    const cart = (
      await api.app.inject({
        method: 'POST',
        url: '/ecom/venda/carrinho',
        payload: {
          external_id: randomUUID(),
          filial_id: '1',
          moeda_id: 2,
          itens: [{ produto_id: productId, qtde: 1 }],
        },
      })
    ).json();
    const hours = async (lang: string) =>
      // The storefront's page language, as lib/ecom/client.ts sends it.
      (
        await call('GET', `/ecom/venda/carrinho/${cart.external_id}/pontos-entrega`, undefined, undefined, {
          'accept-language': lang,
        })
      )
        .json()
        .find((p: { id: number }) => p.id === point.id).horario_atendimento;
    expect(await hours('pt-BR')).toBe('Seg a Sex 9h às 17h');
    expect(await hours('es-PY')).toBe('Lun a Vie 9 a 17 h');
    // Not yet translated: the Portuguese page shows the Spanish rather than nothing.
    await api.database.db
      .update(pickupPoints)
      .set({ openingHoursPt: null })
      .where(eq(pickupPoints.id, point.id));
    api.services.shipping.invalidate();
    expect(await hours('pt-BR')).toBe('Lun a Vie 9 a 17 h');

    // A Brazilian district is not a pickup city; empty hours are refused.
    const [br] = await api.database.db
      .select({ id: cities.id })
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId))
      .where(ne(states.countryId, 2))
      .limit(1);
    if (br)
      expect(
        (
          await call('PUT', '/admin/content/pickup-points', manager.token, {
            ...point,
            city: undefined,
            city_id: br.id,
          })
        ).statusCode,
      ).toBe(422);
    expect(
      (
        await call('PUT', '/admin/content/pickup-points', manager.token, {
          ...point,
          city: undefined,
          hours_pt: ' ',
        })
      ).statusCode,
    ).toBe(422);
  });

  it('changes a delivery fee and its districts; a district outside Paraguay is refused', async () => {
    const content = (await call('GET', '/admin/content', owner.token)).json();
    const service = content.delivery_services[0];
    if (!service) return;
    const res = await call('PUT', '/admin/content/delivery-services', owner.token, {
      ...service,
      base_fee_pyg: 45_000,
      city_ids: [content.pickup_points[0].city_id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().delivery_services[0]).toMatchObject({
      base_fee_pyg: 45_000,
      city_ids: [content.pickup_points[0].city_id],
    });
    expect(await lastAudit('content.delivery_services')).toMatchObject({
      before: expect.objectContaining({ base_fee_pyg: service.base_fee_pyg }),
      after: expect.objectContaining({ base_fee_pyg: 45_000 }),
    });
    expect(
      (await call('PUT', '/admin/content/delivery-services', owner.token, { ...service, base_fee_pyg: -1 }))
        .statusCode,
    ).toBe(422);
    expect(
      (
        await call('PUT', '/admin/content/delivery-services', owner.token, {
          ...service,
          city_ids: [987_654_321],
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await call('PUT', '/admin/content/delivery-services', owner.token, { ...service, base_fee_pyg: 1.5 }))
        .statusCode,
    ).toBe(422);
    const audits = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'delivery_services'), eq(auditLog.entityId, String(service.id))));
    expect(audits).toHaveLength(1);
  });
});
