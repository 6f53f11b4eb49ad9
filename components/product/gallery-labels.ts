import type { Messages } from '@/lib/i18n/messages';

/**
 * The ProductPage strings the gallery and its modal show, resolved on the server and passed as props.
 * (Not in product-gallery.tsx: a server component importing a value from a 'use client' module gets a
 * client reference, not the array.)
 */
export const GALLERY_LABEL_KEYS = [
  'gallery',
  'imageOf',
  'showImage',
  'zoom',
  'previousImage',
  'nextImage',
  'closeGallery',
  'noImage',
] as const;
export type GalleryLabels = Pick<Messages['ProductPage'], (typeof GALLERY_LABEL_KEYS)[number]>;
