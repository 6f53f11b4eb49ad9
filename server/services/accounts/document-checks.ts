import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { DOCUMENT_FILE_RULES } from '../../../lib/contract/account-fields';
import type { MessageKey } from '../../../lib/contract/messages';

export interface CleanDocument {
  data: Buffer;
  mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'application/pdf';
  ext: 'png' | 'jpg' | 'gif' | 'pdf';
}

const EXT = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
} as const;

// Markup or script inside an image is a polyglot (an image that is also a page); no camera writes these.
const MARKUP = /<\s*(script|html|body|iframe|svg|object|embed)\b|<\?php|javascript:/i;
// PDF actions that run code, launch programs or smuggle files. Names may hide characters as #xx.
const PDF_ACTIVE = /\/(JavaScript|JS|Launch|EmbeddedFiles?)\b/;

export type DocumentCheck = { ok: true; doc: CleanDocument } | { ok: false; problem: MessageKey };

/**
 * Spec §5 upload rules by content, never by declared name or type: PNG, JPEG, GIF or PDF, at most 5 MB. Images
 * are re-encoded (EXIF and anything appended dropped); PDFs must start with a PDF header and carry no active
 * content. Compressed PDF object streams are not inflated: a script hidden there passes (noted in the decision).
 */
export async function checkDocument(data: Buffer): Promise<DocumentCheck> {
  if (data.length > DOCUMENT_FILE_RULES.maxBytes) return { ok: false, problem: 'fileTooLarge' };
  if (data.length === 0) return { ok: false, problem: 'required' };
  const type = await fileTypeFromBuffer(data);
  const mime = type?.mime as CleanDocument['mime'] | undefined;
  if (!mime || !(mime in EXT)) return { ok: false, problem: 'fileType' };
  const latin1 = data.toString('latin1');
  if (mime === 'application/pdf') {
    if (!latin1.startsWith('%PDF-')) return { ok: false, problem: 'fileType' };
    const names = latin1.replace(/#([0-9a-f]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    if (PDF_ACTIVE.test(names) || MARKUP.test(latin1)) return { ok: false, problem: 'fileRejected' };
    return { ok: true, doc: { data, mime, ext: 'pdf' } };
  }
  if (MARKUP.test(latin1)) return { ok: false, problem: 'fileRejected' };
  try {
    // sharp drops metadata unless asked to keep it; rotate() first applies the EXIF orientation it drops.
    const img = sharp(data, { animated: mime === 'image/gif', limitInputPixels: 50_000_000 }).rotate();
    const out =
      mime === 'image/png'
        ? img.png()
        : mime === 'image/gif'
          ? img.gif()
          : img.jpeg({ quality: 90, mozjpeg: true });
    return { ok: true, doc: { data: await out.toBuffer(), mime, ext: EXT[mime] } };
  } catch {
    return { ok: false, problem: 'fileType' };
  }
}
