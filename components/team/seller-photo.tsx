'use client';

import Image from 'next/image';
import { useState } from 'react';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? words[words.length - 1][0] : '')).toUpperCase();
}

/**
 * Seller photo, or a monogram placeholder when there is none or it fails to load (spec §2). Decorative
 * (alt=""): the name is printed next to it and is part of the card's link text.
 */
export function SellerPhoto({
  src,
  name,
  priority,
}: {
  src: string | null;
  name: string;
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const frame = 'relative size-20 shrink-0 overflow-hidden rounded-full ring-2 ring-gold-300 md:size-32';
  if (!src || failed) {
    return (
      <span
        aria-hidden="true"
        data-photo="placeholder"
        className={`${frame} grid place-items-center bg-gradient-to-br from-plum-700 to-plum-950 font-display text-2xl font-semibold text-gold-300 md:text-4xl`}
      >
        {initials(name)}
      </span>
    );
  }
  return (
    <span className={frame} data-photo="image">
      <Image
        src={src}
        alt=""
        fill
        sizes="(min-width: 768px) 128px, 80px"
        className="object-cover"
        priority={priority}
        // Absolute URLs from another host are not in next.config's image patterns: show them as they are.
        unoptimized={!src.startsWith('/')}
        onError={() => setFailed(true)}
        // An image that already failed before hydration fires no error event React can see.
        ref={(img) => {
          if (img?.complete && img.naturalWidth === 0) setFailed(true);
        }}
      />
    </span>
  );
}
