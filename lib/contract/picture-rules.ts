/** What an uploaded picture may be (server/services/images): the back office's file inputs say the same. */
export const PICTURE_RULES = {
  maxBytes: 5 * 1024 * 1024,
  /** Decoded size: 40 megapixels (a phone photo is 12–50; a "zip bomb" PNG claims far more). */
  maxPixels: 40_000_000,
  /** Longest side accepted before re-encoding. */
  maxInputSide: 12_000,
  /** Longest side stored. */
  maxSide: 1600,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
  accept: '.jpg,.jpeg,.png,.webp,.avif,image/jpeg,image/png,image/webp,image/avif',
} as const;
