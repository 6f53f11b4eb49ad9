'use client';

import { getImageProps, type ImageProps } from 'next/image';

/**
 * A card's image: next/image's markup (srcset, sizes, lazy loading) from a hook-free island. next/image's own
 * component hydrates refs, callbacks and context per card (about 20 per listing); getImageProps on the server
 * instead would put every srcset into the RSC payload as well as the HTML (decision 0035).
 */
export function CardImage(props: Omit<ImageProps, 'fill'>) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own markup; alt is in its props
  return <img {...getImageProps({ ...props, fill: true }).props} />;
}
