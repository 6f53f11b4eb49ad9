/**
 * Pictures under /media. Three sources, in this order:
 * - `uploads/{sha256}.webp`: pictures the store imported or uploaded, re-encoded and named by their content
 *   (so `immutable` caching is right: a new picture is a new name). Served when the file exists.
 * - `{mediaDir}/files/{kind}/{file}`: a picture the store put there by hand for a subject the database has.
 * - a renderer's drawing (the demo's, server/demo/media, installed only by the demo entry point), stored under
 *   `{mediaDir}/generated/v{version}/{kind}/{file}` on first request. Production has no renderer: a picture
 *   that exists nowhere is a 404, and the production code never imports the demo model that draws them.
 * Only pictures whose subject the database has (an active product listing that picture, an active banner, brand
 * or seller) are served from the last two. The generated folder is held under a byte cap (oldest files evicted).
 * Writes go to a temporary file renamed into place, so concurrent requests (or processes) never see half a
 * file; one process renders each picture once at a time.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createDiskBudget } from './disk-budget';

const MEDIA_KINDS = ['products', 'banners', 'brands', 'sellers', 'uploads'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export type MediaRequest =
  | { kind: 'products'; file: string; code: string; n: number }
  | { kind: 'banners'; file: string; id: number; lang: 'pt' | 'es' }
  | { kind: 'brands'; file: string; slug: string }
  | { kind: 'sellers'; file: string; id: number }
  | { kind: 'uploads'; file: string };

const NAME_PATTERNS: Record<MediaKind, RegExp> = {
  products: /^([A-Za-z0-9]{1,40})-([1-9])\.webp$/,
  banners: /^([1-9][0-9]{0,5})-(pt|es)\.webp$/,
  brands: /^([a-z0-9]{1,40}(?:-[a-z0-9]{1,40}){0,6})\.webp$/,
  sellers: /^([1-9][0-9]{0,5})\.webp$/,
  uploads: /^([a-f0-9]{64})\.webp$/,
};

/** Where an imported or uploaded picture lives, by its content hash (server/services/catalog-import/pictures.ts). */
export const uploadPath = (mediaDir: string, hash: string) =>
  path.resolve(mediaDir, 'uploads', `${hash}.webp`);
export const uploadUrl = (hash: string) => `/media/uploads/${hash}.webp`;

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
    case 'uploads':
      return { kind: 'uploads', file };
  }
}

/** What the media renderer may draw, as the database knows it (server/services/media-subjects.ts finds it). */
export type MediaSubject =
  | { kind: 'products'; brand: string | null }
  | { kind: 'banners'; typeId: number }
  | { kind: 'brands'; name: string }
  | { kind: 'sellers'; name: string };

export type SubjectRequest = Exclude<MediaRequest, { kind: 'uploads' }>;
/** A picture database subjects have but nobody stored: only the demo draws one (server/demo/media). */
export interface MediaRenderer {
  /** Bumped when the drawings change, so stored files, caches and ETags move on. */
  version: number;
  render(request: SubjectRequest, subject: MediaSubject): Promise<Buffer>;
}

/** Default cap on the generated-media folder: about 100,000 product pictures. */
export const MEDIA_CACHE_MAX_BYTES = 1024 * 1024 * 1024;

export interface MediaStoreOptions {
  /** The picture's subject in the database, or null: nothing is served, rendered or written then. */
  lookup: (request: SubjectRequest) => Promise<MediaSubject | null>;
  /** Draws pictures nobody stored (the demo's); without one such a picture is a 404. */
  renderer?: MediaRenderer;
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

/** The file under `base`, or null when it is missing. */
async function readIfExists(base: string, relative: string): Promise<MediaFile | null> {
  const file = path.join(base, relative);
  // Belt and braces: the name patterns already exclude separators and dots-only names.
  if (!file.startsWith(base + path.sep)) throw new Error('media path escapes the media directory');
  try {
    const buffer = await readFile(file);
    return { path: file, buffer, etag: etagOf(buffer), contentType: 'image/webp' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return null;
  }
}

export function createMediaStore(mediaDir: string, options: MediaStoreOptions): MediaStore {
  const root = path.resolve(mediaDir, 'generated', `v${options.renderer?.version ?? 0}`);
  const stored = path.resolve(mediaDir, 'files');
  const budget = createDiskBudget(root, options.maxBytes ?? MEDIA_CACHE_MAX_BYTES);
  const inflight = new Map<string, Promise<MediaFile | null>>();

  async function load(request: MediaRequest): Promise<MediaFile | null> {
    if (request.kind === 'uploads') return readIfExists(path.resolve(mediaDir, 'uploads'), request.file);
    const subject = await options.lookup(request);
    if (!subject) return null;
    const own = await readIfExists(stored, path.join(request.kind, request.file));
    if (own || !options.renderer) return own;
    const found = await readIfExists(root, path.join(request.kind, request.file));
    if (found) return found;
    const file = path.join(root, request.kind, request.file);
    const buffer = await options.renderer.render(request, subject);
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
