/**
 * Generated media on demand: the first request for a picture renders it and stores the WebP under
 * `{mediaDir}/generated/v{RENDER_VERSION}/{kind}/{file}`; later requests read the file. A file put there
 * by hand (a real photo) is served as is. Only pictures whose subject the database has (an active product
 * listing that picture, an active banner, brand or seller) are served or rendered: anything else is null
 * before a byte is drawn or written. The folder is held under a byte cap (oldest files evicted).
 * Writes go to a temporary file renamed into place, so concurrent requests (or processes) never see half a
 * file; one process renders each picture once at a time.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaSubject } from '../services/media-subjects';
import { createDiskBudget } from './disk-budget';
import { renderBanner } from './render-banner';
import { renderBrandLogo } from './render-brand-logo';
import { renderProductImage } from './render-product-image';
import { renderSellerPhoto } from './render-seller-photo';

/** Bump when drawings change so caches and ETags move on. */
export const RENDER_VERSION = 2;

const MEDIA_KINDS = ['products', 'banners', 'brands', 'sellers'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export type MediaRequest =
  | { kind: 'products'; file: string; code: string; n: number }
  | { kind: 'banners'; file: string; id: number; lang: 'pt' | 'es' }
  | { kind: 'brands'; file: string; slug: string }
  | { kind: 'sellers'; file: string; id: number };

const NAME_PATTERNS: Record<MediaKind, RegExp> = {
  products: /^([A-Za-z0-9]{1,40})-([1-9])\.webp$/,
  banners: /^([1-9][0-9]{0,5})-(pt|es)\.webp$/,
  brands: /^([a-z0-9]{1,40}(?:-[a-z0-9]{1,40}){0,6})\.webp$/,
  sellers: /^([1-9][0-9]{0,5})\.webp$/,
};

/** Validates a kind and file name; anything else (traversal, other extensions, odd characters) is null. */
export function parseMediaName(kind: string, file: string): MediaRequest | null {
  if (!(MEDIA_KINDS as readonly string[]).includes(kind) || file.length > 160) return null;
  const m = NAME_PATTERNS[kind as MediaKind].exec(file);
  if (!m) return null;
  switch (kind as MediaKind) {
    case 'products':
      return { kind: 'products', file, code: m[1], n: Number(m[2]) };
    case 'banners':
      return { kind: 'banners', file, id: Number(m[1]), lang: m[2] as 'pt' | 'es' };
    case 'brands':
      return { kind: 'brands', file, slug: m[1] };
    case 'sellers':
      return { kind: 'sellers', file, id: Number(m[1]) };
  }
}

/** Draws a picture from its name and what the database says about its subject. */
function renderMedia(request: MediaRequest, subject: MediaSubject): Promise<Buffer> {
  switch (request.kind) {
    case 'products':
      return renderProductImage(request.code, request.n, subject.kind === 'products' ? subject.brand : null);
    case 'banners':
      return renderBanner(request.id, request.lang);
    case 'brands':
      return renderBrandLogo(request.slug, subject.kind === 'brands' ? subject.name : undefined);
    case 'sellers':
      return renderSellerPhoto(request.id, subject.kind === 'sellers' ? subject.name : undefined);
  }
}

/** Default cap on the generated-media folder: about 100,000 product pictures. */
export const MEDIA_CACHE_MAX_BYTES = 1024 * 1024 * 1024;

export interface MediaStoreOptions {
  /** The picture's subject in the database, or null: nothing is served, rendered or written then. */
  lookup: (request: MediaRequest) => Promise<MediaSubject | null>;
  /** Most bytes the generated folder may hold (default MEDIA_CACHE_MAX_BYTES). */
  maxBytes?: number;
}

export interface MediaFile {
  path: string;
  buffer: Buffer;
  /** Strong validator: a hash of the bytes. */
  etag: string;
  contentType: 'image/webp';
}

export interface MediaStore {
  readonly root: string;
  /** The picture for a kind and file name (e.g. 'products', '1234567-1.webp'); null for an invalid name or unknown subject. */
  getMedia(kind: string, name: string): Promise<MediaFile | null>;
}

const etagOf = (buffer: Buffer) => `"${createHash('sha1').update(buffer).digest('base64url').slice(0, 22)}"`;

export function createMediaStore(mediaDir: string, options: MediaStoreOptions): MediaStore {
  const root = path.resolve(mediaDir, 'generated', `v${RENDER_VERSION}`);
  const budget = createDiskBudget(root, options.maxBytes ?? MEDIA_CACHE_MAX_BYTES);
  const inflight = new Map<string, Promise<MediaFile | null>>();

  async function load(request: MediaRequest): Promise<MediaFile | null> {
    const subject = await options.lookup(request);
    if (!subject) return null;
    const file = path.join(root, request.kind, request.file);
    // Belt and braces: the name patterns already exclude separators and dots-only names.
    if (!file.startsWith(root + path.sep)) throw new Error('media path escapes the media directory');
    try {
      const buffer = await readFile(file);
      return { path: file, buffer, etag: etagOf(buffer), contentType: 'image/webp' };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const buffer = await renderMedia(request, subject);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
    try {
      await writeFile(temp, buffer);
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    await budget.added(file, buffer.length);
    return { path: file, buffer, etag: etagOf(buffer), contentType: 'image/webp' };
  }

  return {
    root,
    async getMedia(kind, name) {
      const request = parseMediaName(kind, name);
      if (!request) return null;
      const key = `${request.kind}/${request.file}`;
      let pending = inflight.get(key);
      if (!pending) {
        pending = load(request).finally(() => inflight.delete(key));
        inflight.set(key, pending);
      }
      return pending;
    },
  };
}
