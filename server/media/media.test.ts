import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateProduct } from '../demo/catalog-model/product-generator';
import { startTestApi, type TestApi } from '../test/harness';
import { demoRenderer, RENDER_VERSION } from '../demo/media/demo-renderer';
import { renderBanner } from '../demo/media/render-banner';
import { renderBrandLogo } from '../demo/media/render-brand-logo';
import { productArt, renderProductImage } from '../demo/media/render-product-image';
import { renderSellerPhoto } from '../demo/media/render-seller-photo';
import { createMediaStore, parseMediaName, uploadPath } from './media-store';

const NOT_FOUND = { message: 'O Recurso que está tentando acessar não existe' };

function isWebp(buffer: Buffer): boolean {
  return (
    buffer.subarray(0, 4).toString('ascii') === 'RIFF' && buffer.subarray(8, 12).toString('ascii') === 'WEBP'
  );
}
async function size(buffer: Buffer) {
  const meta = await sharp(buffer).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}

const khamrah = generateProduct(0);
const iphone = generateProduct(1);

describe('product images', () => {
  it('renders an 800×800 WebP', async () => {
    const image = await renderProductImage(khamrah.code, 1);
    expect(isWebp(image)).toBe(true);
    expect(await size(image)).toEqual({ format: 'webp', width: 800, height: 800 });
  });

  it('is deterministic, and differs between products and between pictures of one product', async () => {
    const [first, again, other, second] = await Promise.all([
      renderProductImage(khamrah.code, 1),
      renderProductImage(khamrah.code, 1),
      renderProductImage(iphone.code, 1),
      renderProductImage(khamrah.code, 2),
    ]);
    expect(again.equals(first)).toBe(true);
    expect(other.equals(first)).toBe(false);
    expect(second.equals(first)).toBe(false);
  });

  it('draws what the code says the product is, without a database', () => {
    expect(productArt(khamrah.code)).toEqual({ kind: 'perfume', tint: khamrah.tint, brand: 'Lattafa' });
    expect(productArt(iphone.code).kind).toBe('phone');
    // A code this generator did not make still gets a stable picture.
    expect(productArt('ABC123')).toEqual(productArt('ABC123'));
    expect(productArt('ABC123').brand).toBe('');
  });
});

describe('other pictures', () => {
  it('sizes banners by type, logos and seller photos', async () => {
    expect(await size(await renderBanner(1, 'pt'))).toMatchObject({ width: 1600, height: 600 }); // type 1 main
    expect(await size(await renderBanner(9, 'es'))).toMatchObject({ width: 840, height: 300 }); // type 2 side
    expect(await size(await renderBanner(13, 'pt'))).toMatchObject({ width: 800, height: 400 }); // type 3 central
    expect(await size(await renderBanner(33, 'es'))).toMatchObject({ width: 800, height: 800 }); // type 7 popup
    expect(await size(await renderBrandLogo('kiko-milano'))).toEqual({
      format: 'webp',
      width: 400,
      height: 200,
    });
    expect(await size(await renderSellerPhoto(7))).toEqual({ format: 'webp', width: 400, height: 400 });
    expect((await renderBanner(1, 'pt')).equals(await renderBanner(1, 'es'))).toBe(false);
  });
});

describe('media names', () => {
  it('accepts only the strict shapes', () => {
    expect(parseMediaName('products', '1234567-1.webp')).toMatchObject({ code: '1234567', n: 1 });
    expect(parseMediaName('banners', '12-es.webp')).toMatchObject({ id: 12, lang: 'es' });
    expect(parseMediaName('brands', 'victorias-secret.webp')).toMatchObject({ slug: 'victorias-secret' });
    expect(parseMediaName('sellers', '3.webp')).toMatchObject({ id: 3 });
    for (const [kind, file] of [
      ['products', '../x'],
      ['products', '..%2Fx'],
      ['products', '1234567-0.webp'],
      ['products', '1234567-1.png'],
      ['products', 'a/b-1.webp'],
      ['banners', '1-en.webp'],
      ['brands', '..webp'],
      ['brands', 'Apple.webp'],
      ['sellers', '0.webp'],
      ['unknown', '1.webp'],
      ['__proto__', '1.webp'],
    ]) {
      expect(parseMediaName(kind, file), `${kind}/${file}`).toBeNull();
    }
  });
});

/** Every file under a folder, with sizes: what a request may have written. */
function snapshot(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[])
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).isFile())
    .map((file) => `${path.relative(dir, file)}:${statSync(file).size}`)
    .sort();
}

describe('media store', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'media-store-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('renders once under concurrency and leaves no temporary files', async () => {
    let lookups = 0;
    const store = createMediaStore(path.join(dir, 'once'), {
      lookup: async () => (lookups++, { kind: 'products', brand: 'Apple' }),
      renderer: demoRenderer,
    });
    const name = `${iphone.code}-3.webp`;
    const results = await Promise.all(Array.from({ length: 6 }, () => store.getMedia('products', name)));
    for (const r of results) expect(r?.buffer.equals(results[0]!.buffer)).toBe(true);
    expect(lookups).toBe(1);
    const files = readdirSync(path.join(store.root, 'products'));
    expect(files).toEqual([name]);
    expect(await store.getMedia('products', '../../etc/passwd')).toBeNull();
  });

  it('renders and writes nothing when the database has no such subject', async () => {
    const store = createMediaStore(path.join(dir, 'none'), {
      lookup: async () => null,
      renderer: demoRenderer,
    });
    expect(await store.getMedia('products', `${khamrah.code}-1.webp`)).toBeNull();
    expect(await store.getMedia('brands', 'apple.webp')).toBeNull();
    expect(snapshot(path.join(dir, 'none'))).toEqual([]);
  });

  it('keeps the generated folder under its byte cap, evicting the oldest pictures first', async () => {
    const root = path.join(dir, 'capped');
    const maxBytes = 60_000;
    const store = createMediaStore(root, {
      lookup: async () => ({ kind: 'products', brand: null }),
      maxBytes,
      renderer: demoRenderer,
    });
    const names = Array.from({ length: 24 }, (_, i) => `${generateProduct(i).code}-1.webp`);
    let written = 0;
    for (const name of names) written += (await store.getMedia('products', name))!.buffer.length;
    expect(written).toBeGreaterThan(maxBytes * 2);
    const onDisk = snapshot(store.root).map((entry) => entry.split(':'));
    const bytes = onDisk.reduce((sum, [, size]) => sum + Number(size), 0);
    expect(bytes).toBeLessThanOrEqual(maxBytes);
    const kept = onDisk.map(([file]) => path.basename(file));
    expect(kept).toContain(names.at(-1)); // the newest stays
    expect(kept).not.toContain(names[0]); // the oldest went first
    // An evicted picture is drawn again on request, identical.
    const again = await store.getMedia('products', names[0]);
    expect(again?.buffer.equals(await renderProductImage(khamrah.code, 1))).toBe(true);
  });
});

describe('media store without the demo (production)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'media-prod-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('draws nothing: a picture nobody stored is null even when its subject exists, and nothing is written', async () => {
    const store = createMediaStore(dir, { lookup: async () => ({ kind: 'products', brand: 'Apple' }) });
    expect(await store.getMedia('products', `${khamrah.code}-1.webp`)).toBeNull();
    expect(await store.getMedia('brands', 'apple.webp')).toBeNull();
    expect(snapshot(dir)).toEqual([]);
  });

  it("serves an imported picture by its content hash, and the store's own file for a subject the database has", async () => {
    const hash = 'a'.repeat(64);
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
      .webp()
      .toBuffer();
    mkdirSync(path.dirname(uploadPath(dir, hash)), { recursive: true });
    writeFileSync(uploadPath(dir, hash), webp);
    mkdirSync(path.join(dir, 'files', 'brands'), { recursive: true });
    writeFileSync(path.join(dir, 'files', 'brands', 'apple.webp'), webp);
    let subject: { kind: 'brands'; name: string } | null = { kind: 'brands', name: 'Apple' };
    const store = createMediaStore(dir, { lookup: async () => subject });
    expect((await store.getMedia('uploads', `${hash}.webp`))?.buffer.equals(webp)).toBe(true);
    expect(await store.getMedia('uploads', `${'b'.repeat(64)}.webp`)).toBeNull();
    expect(await store.getMedia('uploads', '../uploads.webp')).toBeNull();
    expect((await store.getMedia('brands', 'apple.webp'))?.buffer.equals(webp)).toBe(true);
    subject = null; // a brand switched off: its logo is no longer served
    expect(await store.getMedia('brands', 'apple.webp')).toBeNull();
  });
});

describe('GET /media (API, seeded database)', () => {
  let dir: string;
  let api: TestApi;
  const seeded = Array.from({ length: 30 }, (_, i) => generateProduct(i));

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'media-'));
    api = await startTestApi(seeded.length, { config: { mediaDir: dir } });
  });
  afterAll(async () => {
    await api?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves a seeded product picture as WebP with long caching and an ETag, and 304 to a matching If-None-Match', async () => {
    const url = `/media/products/${khamrah.code}-2.webp`;
    const res = await api.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(isWebp(res.rawPayload)).toBe(true);
    expect(res.rawPayload.equals(await renderProductImage(khamrah.code, 2, 'Lattafa'))).toBe(true);
    expect(
      existsSync(path.join(dir, 'generated', `v${RENDER_VERSION}`, 'products', `${khamrah.code}-2.webp`)),
    ).toBe(true);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const cached = await api.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
  });

  it('serves banners, brand logos and seller photos the database has', async () => {
    for (const url of ['/media/banners/1-pt.webp', '/media/brands/apple.webp', '/media/sellers/1.webp']) {
      const res = await api.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(isWebp(res.rawPayload)).toBe(true);
    }
  });

  it('answers 404 for pictures of products, banners, brands and sellers that do not exist, writing nothing', async () => {
    const unseeded = generateProduct(seeded.length + 5);
    const beyond = seeded.find((p) => p.imageCount < 9)!;
    const before = snapshot(dir);
    for (const url of [
      `/media/products/${unseeded.code}-1.webp`, // a valid code of a product the database lacks
      '/media/products/ABC123-1.webp',
      `/media/products/${beyond.code}-${beyond.imageCount + 1}.webp`, // a picture the product does not list
      '/media/banners/9999-pt.webp',
      '/media/brands/no-such-brand.webp',
      '/media/sellers/999.webp',
    ]) {
      const res = await api.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual(NOT_FOUND);
    }
    const es = await api.app.inject({
      url: `/media/products/${unseeded.code}-1.webp`,
      headers: { 'accept-language': 'es-PY' },
    });
    expect(es.json()).toEqual({ message: 'El recurso al que intenta acceder no existe' });
    expect(snapshot(dir)).toEqual(before);
  });

  it('rejects traversal, bad names and unknown kinds with the spec 404 body', async () => {
    for (const url of [
      '/media/products/..%2Fx',
      '/media/products/..%2F..%2Fpackage.json',
      '/media/unknown/1.webp',
      '/media/products/x.png',
      '/media/products/a/b/c.webp',
      '/media/brands/%2e%2e.webp',
    ]) {
      const res = await api.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual(NOT_FOUND);
    }
  });
});
