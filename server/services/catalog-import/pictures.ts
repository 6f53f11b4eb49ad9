/**
 * Pictures named by a feed: a URL is fetched (http/https only, public addresses only, a size cap and a timeout),
 * a file is read from beside the feed; either is checked by its bytes (file-type), re-encoded with sharp (EXIF
 * rotation applied, metadata dropped, at most 1600 px, WebP) and stored under MEDIA_DIR/uploads by the hash of the
 * result. catalog_import_pictures remembers each source, so the same feed again fetches nothing.
 */
import { createHash } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { readFile } from 'node:fs/promises';
import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { uploadUrl } from '../../media/media-store';
import { saveUpload } from '../images/uploaded-picture';

export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
export const PICTURE_TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 3;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

export class PictureError extends Error {}

/** Loopback, private, link-local, CGNAT, multicast and reserved ranges: a feed must not reach into the store's network. */
const PRIVATE = new BlockList();
for (const [net, bits] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16], ['224.0.0.0', 3]] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [['::', 127], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['::ffff:0:0', 96]] as const) PRIVATE.addSubnet(net, bits, 'ipv6');

export const isPrivateAddress = (address: string) => PRIVATE.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

export interface PictureFetchOptions {
  timeoutMs?: number;
  maxBytes?: number;
  /** Tests fetch from 127.0.0.1; a store never should. */
  allowPrivate?: boolean;
  fetchImpl?: typeof fetch;
}

async function assertPublic(url: URL, allowPrivate: boolean) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PictureError('only http and https');
  if (allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) throw new PictureError('address not public');
}

/** The bytes at a URL, following at most three redirects, each checked again; never more than maxBytes. */
export async function fetchPicture(raw: string, options: PictureFetchOptions = {}): Promise<Buffer> {
  const { timeoutMs = PICTURE_TIMEOUT_MS, maxBytes = PICTURE_MAX_BYTES, allowPrivate = false, fetchImpl = fetch } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  let url = new URL(raw);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    await assertPublic(url, allowPrivate);
    let res: Response;
    try {
      res = await fetchImpl(url, { redirect: 'manual', signal, headers: { accept: 'image/*' } });
    } catch {
      throw new PictureError(signal.aborted ? 'timeout' : 'unreachable');
    }
    if (res.status >= 300 && res.status < 400 && res.headers.get('location')) {
      await res.body?.cancel();
      url = new URL(res.headers.get('location')!, url);
      continue;
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new PictureError(`HTTP ${res.status}`);
    }
    if (Number(res.headers.get('content-length') ?? 0) > maxBytes) {
      await res.body?.cancel();
      throw new PictureError('too large');
    }
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of (res.body ?? []) as unknown as AsyncIterable<Uint8Array>) {
        size += (chunk as Uint8Array).length;
        if (size > maxBytes) throw new PictureError('too large');
        chunks.push(Buffer.from(chunk as Uint8Array));
      }
    } catch (error) {
      if (error instanceof PictureError) throw error;
      throw new PictureError(signal.aborted ? 'timeout' : 'download failed');
    }
    return Buffer.concat(chunks);
  }
  throw new PictureError('too many redirects');
}

/** Checks the bytes, re-encodes them and stores the WebP by its hash; returns the hash. */
export async function storePicture(mediaDir: string, bytes: Buffer): Promise<string> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw new PictureError('not a picture');
  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: 50_000_000, animated: false })
      .rotate()
      .resize(1600, 1600, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new PictureError('unreadable picture');
  }
  return saveUpload(mediaDir, webp);
}

export interface PictureContext {
  mediaDir: string;
  /** Folder of the feed, where file names are looked up; none for an uploaded feed. */
  feedDir?: string;
  fetch?: PictureFetchOptions;
}

/** A feed's picture reference → the key catalog_import_pictures knows it by. */
export async function pictureSource(ref: string, context: PictureContext): Promise<{ key: string; bytes?: Buffer }> {
  if (/^https?:\/\//i.test(ref)) return { key: ref };
  if (!context.feedDir) throw new PictureError('a file name needs the feed on disk');
  const file = path.resolve(context.feedDir, ref);
  if (!file.startsWith(path.resolve(context.feedDir) + path.sep)) throw new PictureError('outside the feed folder');
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    throw new PictureError('file not found');
  }
  if (bytes.length > (context.fetch?.maxBytes ?? PICTURE_MAX_BYTES)) throw new PictureError('too large');
  return { key: `sha256:${createHash('sha256').update(bytes).digest('hex')}`, bytes };
}

/** Fetches (or reads) and stores one picture; its public URL. */
export async function importPicture(ref: string, source: { key: string; bytes?: Buffer }, context: PictureContext): Promise<{ hash: string; url: string }> {
  const bytes = source.bytes ?? (await fetchPicture(ref, context.fetch));
  const hash = await storePicture(context.mediaDir, bytes);
  return { hash, url: uploadUrl(hash) };
}
