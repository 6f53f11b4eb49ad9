import { describe, expect, it } from 'vitest';
import { fileProblem, MAX_UPLOAD_BYTES, sniffKind } from './file-check';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0];

describe('document file check', () => {
  it('recognises PNG, JPEG, GIF and PDF by their first bytes', () => {
    expect(sniffKind(Uint8Array.from(PNG))).toBe('png');
    expect(sniffKind(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffKind(new TextEncoder().encode('GIF89a'))).toBe('gif');
    expect(sniffKind(new TextEncoder().encode('%PDF-1.7'))).toBe('pdf');
    expect(sniffKind(new TextEncoder().encode('<svg xmlns='))).toBeNull();
  });

  it('refuses a renamed file whatever its declared type', async () => {
    const fake = new File(['<html>not an image</html>'], 'rg.png', { type: 'image/png' });
    expect(await fileProblem(fake)).toBe('fileType');
  });

  it('accepts a real PNG and refuses one over 5 MB', async () => {
    expect(await fileProblem(new File([Uint8Array.from(PNG)], 'rg.png'))).toBeNull();
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(PNG);
    expect(await fileProblem(new File([big], 'rg.png', { type: 'image/png' }))).toBe('fileTooLarge');
  });
});
