/**
 * Pictures named by a feed: a URL is fetched (picture-fetch.ts: http/https, public addresses only, a size cap, a timeout),
 * a file is read from beside the feed; either is checked by its bytes (file-type), re-encoded with sharp (EXIF
 * rotation applied, metadata dropped, at most 1600 px, WebP) and stored under MEDIA_DIR/uploads by the hash of the
 * result. catalog_import_pictures remembers each source, so the same feed again fetches nothing.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { uploadUrl } from '../../media/media-store';
import { saveUpload } from '../images/uploaded-picture';
import { fetchPicture, PICTURE_MAX_BYTES, PictureError, type PictureFetchOptions } from './picture-fetch';

export { PictureError, type PictureFetchOptions } from './picture-fetch';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

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
export async function pictureSource(
  ref: string,
  context: PictureContext,
): Promise<{ key: string; bytes?: Buffer }> {
  if (/^https?:\/\//i.test(ref)) return { key: ref };
  if (!context.feedDir) throw new PictureError('a file name needs the feed on disk');
  const file = path.resolve(context.feedDir, ref);
  if (!file.startsWith(path.resolve(context.feedDir) + path.sep))
    throw new PictureError('outside the feed folder');
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
export async function importPicture(
  ref: string,
  source: { key: string; bytes?: Buffer },
  context: PictureContext,
): Promise<{ hash: string; url: string }> {
  const bytes = source.bytes ?? (await fetchPicture(ref, context.fetch));
  const hash = await storePicture(context.mediaDir, bytes);
  return { hash, url: uploadUrl(hash) };
}
