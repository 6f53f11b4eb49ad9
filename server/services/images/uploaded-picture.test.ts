import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg, png } from '../../test/account-fixtures';
import { ValidationError } from '../errors';
import { PICTURE_RULES, uploadedPictures } from './uploaded-picture';

let dir: string;
let pictures: ReturnType<typeof uploadedPictures>;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pictures-'));
  pictures = uploadedPictures({ mediaDir: dir });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The refusal's message keys on the field, or a failure when the upload was accepted. */
async function refusal(file: Parameters<typeof pictures.store>[0]) {
  const error = await pictures.store(file, 'foto').then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the upload should have been refused').toBeInstanceOf(ValidationError);
  return (error as ValidationError).fieldErrors.foto.map((m) => (typeof m === 'string' ? m : m.key));
}

describe('uploaded pictures', () => {
  it('a JPEG, PNG, WebP and AVIF are stored as WebP under their hash, metadata stripped, at most 1600 px', async () => {
    const big = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#3a6' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Artist: 'Secret Person' } } })
      .toBuffer();
    const saved = await pictures.store({ data: big, filename: 'foto.JPG', type: 'image/jpeg' });
    expect(saved.url).toBe(`/media/uploads/${saved.id}.webp`);
    expect([saved.width, saved.height]).toEqual([1600, 800]);
    const stored = await readFile(path.join(dir, 'uploads', `${saved.id}.webp`));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Secret Person'))).toBe(false);
    expect(pictures.exists(saved.url)).toBe(true);
    for (const data of [
      await png(),
      await sharp(await jpeg())
        .webp()
        .toBuffer(),
      await sharp(await jpeg())
        .avif()
        .toBuffer(),
    ]) {
      expect((await pictures.store({ data })).url).toMatch(/^\/media\/uploads\/[a-f0-9]{64}\.webp$/);
    }
    // The same picture twice is the same file.
    expect((await pictures.store({ data: big })).id).toBe(saved.id);
  });

  it('a PNG named .jpg or declared image/jpeg is refused: the name lies about the bytes', async () => {
    expect(await refusal({ data: await png(), filename: 'foto.jpg' })).toEqual(['pictureMismatch']);
    expect(await refusal({ data: await png(), filename: 'foto.png', type: 'image/jpeg' })).toEqual([
      'pictureMismatch',
    ]);
  });

  it('SVG, HTML, GIF, PDF and random bytes disguised as pictures are refused by their content', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
    );
    const html = Buffer.from('<!doctype html><html><body><script>fetch("/admin")</script></body></html>');
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const [data, filename] of [
      [svg, 'foto.png'],
      [html, 'foto.jpg'],
      [gif, 'foto.png'],
      [Buffer.from('%PDF-1.4\n%%EOF'), 'x.webp'],
      [Buffer.alloc(2048, 7), 'x.jpg'],
    ] as const) {
      expect(await refusal({ data, filename, type: 'image/png' })).toEqual(['pictureType']);
    }
  });

  it('a tiny PNG claiming 20,000 × 20,000 pixels (a decompression bomb) is refused before it is decoded', async () => {
    // A real 64 × 64 PNG whose header is rewritten to claim 20,000 × 20,000 (CRC fixed): a few hundred bytes that
    // would decode to 400 megapixels.
    const bomb = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    expect(bomb.length).toBeLessThan(PICTURE_RULES.maxBytes);
    expect(await refusal({ data: bomb, filename: 'bomba.png' })).toEqual(['pictureTooManyPixels']);
    const strip = await sharp({ create: { width: 13_000, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(await refusal({ data: strip })).toEqual(['pictureTooManyPixels']);
  });

  it('an oversized, empty or truncated file is refused', async () => {
    expect(await refusal({ data: Buffer.alloc(PICTURE_RULES.maxBytes + 1) })).toEqual(['pictureTooLarge']);
    expect(await refusal({ data: Buffer.alloc(0) })).toEqual(['required']);
    const whole = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#c33' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(await refusal({ data: whole.subarray(0, whole.length / 2) })).toEqual(['pictureUnreadable']);
  });

  it('exists() accepts only upload paths this store holds', () => {
    expect(pictures.exists('/media/uploads/' + 'a'.repeat(64) + '.webp')).toBe(false);
    expect(pictures.exists('/media/uploads/../../etc/passwd')).toBe(false);
    expect(pictures.exists('https://evil.example/x.webp')).toBe(false);
  });
});
