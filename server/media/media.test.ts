import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateProduct } from '../db/seed/product-generator';
import { mediaRoutes } from '../routes/media';
import { renderBanner } from './render-banner';
import { renderBrandLogo } from './render-brand-logo';
import { productArt, renderProductImage } from './render-product-image';
import { renderSellerPhoto } from './render-seller-photo';
import { createMediaStore, parseMediaName } from './media-store';

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

describe('media store and route', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'media-'));
    app = Fastify();
    await app.register(mediaRoutes, { mediaDir: dir });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('renders once under concurrency and leaves no temporary files', async () => {
    const store = createMediaStore(dir);
    const name = `${iphone.code}-3.webp`;
    const results = await Promise.all(Array.from({ length: 6 }, () => store.getMedia('products', name)));
    for (const r of results) expect(r?.buffer.equals(results[0]!.buffer)).toBe(true);
    const files = readdirSync(path.join(store.root, 'products'));
    expect(files).toEqual([name]);
    expect(await store.getMedia('products', '../../etc/passwd')).toBeNull();
  });

  it('serves WebP with long caching and an ETag, and answers 304 to a matching If-None-Match', async () => {
    const url = `/media/products/${khamrah.code}-2.webp`;
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(isWebp(res.rawPayload)).toBe(true);
    expect(res.rawPayload.equals(await renderProductImage(khamrah.code, 2))).toBe(true);
    expect(existsSync(path.join(dir, 'generated', 'v2', 'products', `${khamrah.code}-2.webp`))).toBe(true);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const cached = await app.inject({ url, headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
  });

  it('serves banners, brand logos and seller photos', async () => {
    for (const url of ['/media/banners/1-pt.webp', '/media/brands/apple.webp', '/media/sellers/1.webp']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(isWebp(res.rawPayload)).toBe(true);
    }
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
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual(NOT_FOUND);
    }
  });
});
