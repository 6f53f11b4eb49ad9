/**
 * The browser-side check of a document image (spec §5: PNG, JPG, GIF or PDF, at most 5 MB). The API checks
 * again by content; this one reads the first bytes too, so a renamed file is refused before the upload.
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_TYPES = 'image/png,image/jpeg,image/gif,application/pdf';

export type FileKind = 'png' | 'jpeg' | 'gif' | 'pdf';

const SIGNATURES: [FileKind, number[]][] = [
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['gif', [0x47, 0x49, 0x46, 0x38]],
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
];

export function sniffKind(head: Uint8Array): FileKind | null {
  for (const [kind, sig] of SIGNATURES) {
    if (sig.every((byte, i) => head[i] === byte)) return kind;
  }
  return null;
}

export type FileProblem = 'fileType' | 'fileTooLarge';

/** Null when the file is acceptable. Size first: no need to read a file that is too large. */
export async function fileProblem(file: Blob): Promise<FileProblem | null> {
  if (file.size > MAX_UPLOAD_BYTES) return 'fileTooLarge';
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return sniffKind(head) ? null : 'fileType';
}
