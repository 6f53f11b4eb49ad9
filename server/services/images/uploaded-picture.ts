/**
 * Pictures staff upload (product photos, banners, sellers' photos): one small API for every back-office feature.
 *
 *   const pictures = uploadedPictures({ mediaDir });
 *   const saved = await pictures.store({ data, filename }, 'arquivo');   // → { id, url, width, height, bytes }
 *
 * The bytes decide, never the name or the declared type: file-type must find JPEG, PNG, WebP or AVIF, and a name
 * or declared type that says another picture type is refused too (a file that lies about itself is suspect).
 * The header's dimensions are checked before anything is decoded (a tiny PNG can claim 50,000 × 50,000 pixels),
 * then sharp re-encodes it: EXIF rotation applied, every metadata block (GPS, camera, author) dropped, at most
 * PICTURE_RULES.maxSide on a side, WebP. The result is stored under MEDIA_DIR/uploads by the SHA-256 of the
 * WebP (served immutable at /media/uploads/{id}.webp), so the same picture twice is one file.
 * A refusal is a ValidationError on the given field (a 422 in the staff member's language).
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { PICTURE_RULES } from '../../../lib/contract/picture-rules';
import { uploadPath, uploadUrl } from '../../media/media-store';
import { ValidationError } from '../errors';

export { PICTURE_RULES };

export interface PictureFile {
  data: Buffer;
  /** As the browser named it; only its extension is looked at. */
  filename?: string;
  /** The part's declared Content-Type, if any. */
  type?: string;
}

export interface StoredPicture {
  /** SHA-256 of the stored WebP: the file's name under /media/uploads. */
  id: string;
  /** Public path, e.g. /media/uploads/ab12….webp: what a product, banner or seller row keeps. */
  url: string;
  width: number;
  height: number;
  bytes: number;
}

const EXTENSIONS: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  heic: 'image/heic',
};

/** The picture type a name or a declared type claims, or null when it claims none we know. */
function claimedType(file: PictureFile): string[] {
  const claims: string[] = [];
  const ext = file.filename?.toLowerCase().match(/\.([a-z0-9]{1,5})$/)?.[1];
  if (ext && EXTENSIONS[ext]) claims.push(EXTENSIONS[ext]);
  const declared = file.type?.toLowerCase().split(';')[0].trim();
  if (declared?.startsWith('image/')) claims.push(declared === 'image/jpg' ? 'image/jpeg' : declared);
  return claims;
}

/** Checks the bytes and re-encodes them; throws a ValidationError on `field` when they are not an acceptable picture. */
export async function encodePicture(
  file: PictureFile,
  field = 'arquivo',
): Promise<{ webp: Buffer; width: number; height: number }> {
  const refuse = (key: Parameters<typeof fieldError>[0]) =>
    new ValidationError({ [field]: [fieldError(key)] });
  if (file.data.length === 0) throw refuse('required');
  if (file.data.length > PICTURE_RULES.maxBytes) throw refuse('pictureTooLarge');
  const type = await fileTypeFromBuffer(file.data);
  if (!type || !(PICTURE_RULES.mimeTypes as readonly string[]).includes(type.mime))
    throw refuse('pictureType');
  if (claimedType(file).some((claim) => claim !== type.mime)) throw refuse('pictureMismatch');
  let meta: Metadata;
  try {
    // Header only: no pixel limit here, so a bomb gets our clear message rather than sharp's.
    meta = await sharp(file.data, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse('pictureUnreadable');
  }
  const { width = 0, height = 0 } = meta;
  if (!width || !height) throw refuse('pictureUnreadable');
  if (width * height > PICTURE_RULES.maxPixels || Math.max(width, height) > PICTURE_RULES.maxInputSide)
    throw refuse('pictureTooManyPixels');
  try {
    const { data, info } = await sharp(file.data, {
      limitInputPixels: PICTURE_RULES.maxPixels,
      animated: false,
      failOn: 'error',
    })
      .rotate()
      .resize(PICTURE_RULES.maxSide, PICTURE_RULES.maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { webp: data, width: info.width, height: info.height };
  } catch {
    throw refuse('pictureUnreadable');
  }
}

type PictureMessage =
  | 'required'
  | 'pictureTooLarge'
  | 'pictureType'
  | 'pictureMismatch'
  | 'pictureUnreadable'
  | 'pictureTooManyPixels';
function fieldError(key: PictureMessage) {
  if (key === 'pictureTooLarge') return { key, params: { max: PICTURE_RULES.maxBytes / 1024 / 1024 } };
  if (key === 'pictureTooManyPixels') return { key, params: { max: PICTURE_RULES.maxPixels / 1_000_000 } };
  return key;
}

/**
 * Writes the WebP under its hash (temporary file renamed into place: readers never see half a file); returns the
 * hash. Shared with the ERP import's pictures (catalog-import/pictures.ts).
 */
export async function saveUpload(mediaDir: string, webp: Buffer): Promise<string> {
  const id = createHash('sha256').update(webp).digest('hex');
  const file = uploadPath(mediaDir, id);
  if (existsSync(file)) return id;
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await writeFile(temp, webp);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  return id;
}

export function uploadedPictures({ mediaDir }: { mediaDir: string }) {
  return {
    /** Checks, re-encodes and stores one uploaded picture; `field` names the form field a refusal points at. */
    async store(file: PictureFile, field = 'arquivo'): Promise<StoredPicture> {
      const { webp, width, height } = await encodePicture(file, field);
      const id = await saveUpload(mediaDir, webp);
      return { id, url: uploadUrl(id), width, height, bytes: webp.length };
    },
    /** Whether a URL is a picture this store holds under /media/uploads (so a row can only point at real uploads). */
    exists(url: string): boolean {
      const id = /^\/media\/uploads\/([a-f0-9]{64})\.webp$/.exec(url)?.[1];
      return !!id && existsSync(uploadPath(mediaDir, id));
    },
  };
}
/** @public the type banner and seller services take as a dependency */
export type UploadedPictures = ReturnType<typeof uploadedPictures>;
