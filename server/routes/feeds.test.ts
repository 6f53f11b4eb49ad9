import { DOMParser } from '@xmldom/xmldom';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { setProductPrice } from '../services/catalog/catalog-prices';
import { startTestApi, type TestApi } from '../test/harness';

let api: TestApi;
const G = 'http://base.google.com/ns/1.0';

/** The products a shopper can buy online and that have a picture: exactly what a feed must list. */
async function buyableCodes(): Promise<string[]> {
  const rows = await api.database.db.execute(sql`SELECT code FROM products p WHERE active AND show_price
    AND in_stock AND has_unit AND EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id) ORDER BY id`);
  return (rows as unknown as { rows: { code: string }[] }).rows.map((r) => r.code);
}

async function googleItems(market: string) {
  const res = await api.app.inject({ method: 'GET', url: `/feeds/google/${market}.xml` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/xml');
  // xmldom forgives a bare "&"; Google's parser does not.
  expect(res.body).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  const errors: string[] = [];
  const doc = new DOMParser({
    errorHandler: (level: string, msg: string) => void errors.push(`${level}: ${msg}`),
  }).parseFromString(res.body, 'text/xml');
  expect(errors).toEqual([]);
  const items = Array.from(doc.getElementsByTagName('item'));
  type Element = (typeof items)[number];
  const text = (item: Element, name: string) => {
    const [ns, local] = name.startsWith('g:') ? [G, name.slice(2)] : [null, name];
    const found = ns ? item.getElementsByTagNameNS(ns, local) : item.getElementsByTagName(local);
    return found.length ? (found[0].textContent ?? '') : undefined;
  };
  return { items, text, etag: res.headers.etag as string };
}

/** RFC 4180 reader: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(body: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

beforeAll(async () => {
  api = await startTestApi(80);
  const { db } = api.database;
  // One product of each kind the feeds must leave out, and one whose texts need escaping.
  const [hidden, soldOut, awkward] = await db
    .select({ id: products.id })
    .from(products)
    .orderBy(products.id)
    .limit(3);
  await db.update(products).set({ showPrice: false, stockQty: 5 }).where(eq(products.id, hidden.id));
  await db.update(products).set({ stockQty: 0 }).where(eq(products.id, soldOut.id));
  await db
    .update(products)
    .set({ namePt: 'Perfume "Oud" <Noir> & Co, 100 ml', nameEs: '=Perfume, "Oud"\n100 ml', stockQty: 5 })
    .where(eq(products.id, awkward.id));
});
afterAll(() => api?.close());

type Feed = Awaited<ReturnType<typeof googleItems>>;

/**
 * Google Merchant Center's product data specification, required attributes (support.google.com/merchants/answer/7052112):
 * id (≤ 50), title (≤ 150), description (≤ 5,000), link and image_link (http(s), ≤ 2,000), availability and condition
 * from their lists, price as "number ISO-4217"; without a GTIN, identifier_exists "no". Every item, not a sample.
 */
function expectGoogleRequired({ items, text }: Feed, currency: 'PYG' | 'USD') {
  const problems: string[] = [];
  for (const item of items) {
    const id = text(item, 'g:id') ?? '';
    const need = (ok: boolean, what: string) => void (ok || problems.push(`${id || '?'}: ${what}`));
    need(/^\S.{0,49}$/.test(id), 'id');
    for (const name of ['title', 'description', 'link', 'g:image_link', 'g:price', 'g:mpn'])
      need(/\S/.test(text(item, name) ?? ''), name);
    need((text(item, 'title') ?? '').length <= 150, 'title length');
    need((text(item, 'description') ?? '').length <= 5000, 'description length');
    for (const name of ['link', 'g:image_link']) {
      const url = text(item, name) ?? '';
      need(/^https?:\/\/\S+$/.test(url) && url.length <= 2000, name);
    }
    const availability = text(item, 'g:availability') ?? '';
    need(['in_stock', 'out_of_stock', 'preorder', 'backorder'].includes(availability), 'availability');
    need(['new', 'refurbished', 'used'].includes(text(item, 'g:condition') ?? ''), 'condition');
    const price = currency === 'PYG' ? /^[1-9]\d* PYG$/ : /^\d+\.\d{2} USD$/;
    need(price.test(text(item, 'g:price') ?? ''), 'price');
    need(
      text(item, 'g:gtin') !== undefined || text(item, 'g:identifier_exists') === 'no',
      'gtin or identifier_exists no',
    );
    const brand = text(item, 'g:brand');
    need(brand === undefined || /\S/.test(brand), 'empty brand');
  }
  expect(problems).toEqual([]);
}

describe('GET /feeds/google/{market}.xml', () => {
  it('lists every buyable product once, each with the attributes Google requires', async () => {
    const expected = await buyableCodes();
    expect(expected.length).toBeGreaterThan(10);
    const feed = await googleItems('py');
    const { items, text } = feed;
    expect(items.map((i) => text(i, 'g:id'))).toEqual(expected);
    expectGoogleRequired(feed, 'PYG');
    for (const item of items) {
      for (const name of ['g:id', 'title', 'description', 'link', 'g:image_link', 'g:price', 'g:mpn'])
        expect(text(item, name), name).toMatch(/\S/);
      expect(text(item, 'title')!.length).toBeLessThanOrEqual(150);
      expect(text(item, 'g:availability')).toBe('in_stock');
      expect(text(item, 'g:condition')).toBe('new');
      // No GTIN in the catalogue: Google then requires identifier_exists "no".
      expect(text(item, 'g:gtin')).toBeUndefined();
      expect(text(item, 'g:identifier_exists')).toBe('no');
      expect(text(item, 'g:price')).toMatch(/^[1-9]\d* PYG$/);
      expect(text(item, 'link')).toMatch(new RegExp(`^${api.config.siteUrl}/es-PY/produto/[a-z0-9-]+$`));
      expect(text(item, 'g:image_link')).toMatch(/^https?:\/\//);
    }
  });

  it('gives Brazilians Portuguese names and dollar prices, and keeps escaped texts intact', async () => {
    const feed = await googleItems('br');
    const { items, text } = feed;
    expect(items.length).toBe((await buyableCodes()).length);
    expectGoogleRequired(feed, 'USD');
    for (const item of items) expect(text(item, 'g:price')).toMatch(/^\d+\.\d{2} USD$/);
    expect(items.map((i) => text(i, 'title'))).toContain('Perfume "Oud" <Noir> & Co, 100 ml');
    expect(text(items[0], 'link')).toMatch(new RegExp(`^${api.config.siteUrl}/produto/`));
  });

  it('is made again after a price change, and answers 304 to an unchanged ETag', async () => {
    const before = await googleItems('br');
    const again = await api.app.inject({
      method: 'GET',
      url: '/feeds/google/br.xml',
      headers: { 'if-none-match': before.etag },
    });
    expect(again.statusCode).toBe(304);
    const code = before.text(before.items[3], 'g:id')!;
    await setProductPrice(api.database.db, code, '1234.50');
    const after = await googleItems('br');
    expect(after.etag).not.toBe(before.etag);
    const item = after.items.find((i) => after.text(i, 'g:id') === code)!;
    expect(after.text(item, 'g:price')).toBe('1234.50 USD');
  });

  it('drops a product that sells out', async () => {
    const { items, text } = await googleItems('py');
    const code = text(items[items.length - 1], 'g:id')!;
    await api.database.db
      .update(products)
      .set({ stockQty: 0 })
      .where(and(eq(products.code, code)));
    const after = await googleItems('py');
    expect(after.items.map((i) => after.text(i, 'g:id'))).not.toContain(code);
  });

  it('answers 404 for an unknown market or a mismatched extension', async () => {
    for (const url of [
      '/feeds/google/ar.xml',
      '/feeds/google/py.csv',
      '/feeds/meta/py.xml',
      '/feeds/x/py.xml',
    ])
      expect((await api.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });
});

describe('GET /feeds/meta/{market}.csv', () => {
  it("has Meta's required columns and one row per buyable product, cells quoted where needed", async () => {
    const res = await api.app.inject({ method: 'GET', url: '/feeds/meta/py.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [head, ...rows] = parseCsv(res.body);
    expect(head).toEqual([
      'id',
      'title',
      'description',
      'availability',
      'condition',
      'price',
      'link',
      'image_link',
      'brand',
      'mpn',
    ]);
    expect(rows.map((r) => r[0])).toEqual(await buyableCodes());
    for (const r of rows) {
      expect(r).toHaveLength(head.length);
      expect(r[3]).toBe('in stock');
      expect(r[4]).toBe('new');
      expect(r[5]).toMatch(/^[1-9]\d* PYG$/);
      expect(r[8]).toMatch(/\S/);
    }
    // The newline became a space (plain text) and the comma and quotes survived the quoting.
    expect(rows.map((r) => r[1])).toContain('=Perfume, "Oud" 100 ml');
  });
});
