'use client';

import Image from 'next/image';
import { useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { keyStep, wrapIndex } from '@/lib/catalog/gallery';
import { translator } from '@/lib/i18n/format';
import type { GalleryLabels } from './gallery-labels';
import { GalleryModal } from './gallery-modal';
import { ExpandIcon } from './icons';
import { useSwipe } from './use-swipe';

/** Main image column: full width on phones, about half the 1400 px container beside the buy box. */
export const GALLERY_SIZES = '(min-width: 1400px) 580px, (min-width: 769px) 45vw, 100vw';

/**
 * Spec §2 product gallery: main image, thumbnails, full-screen modal. Arrows and swipes wrap around.
 * The first image is the page's LCP, so it is the one loaded with priority.
 */
export function ProductGallery({
  images,
  name,
  labels,
  locale,
}: {
  images: { url: string }[];
  name: string;
  labels: GalleryLabels;
  locale: string;
}) {
  const t = translator(labels, locale);
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const zoomButton = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const go = (step: number) => setIndex((i) => wrapIndex(i + step, count));
  const swipe = useSwipe((dir) => go(dir === 'next' ? 1 : -1));

  if (count === 0) {
    return (
      <div className="grid aspect-square place-items-center rounded-card border border-line bg-paper text-sm text-muted">
        {t('noImage')}
      </div>
    );
  }

  const onKeyDown = (e: KeyboardEvent) => {
    const step = keyStep(e.key);
    if (step && count > 1) {
      e.preventDefault();
      go(step);
    }
  };

  return (
    <section
      aria-label={t('gallery')}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-3 min-[769px]:sticky min-[769px]:top-4 min-[769px]:flex-row-reverse min-[769px]:items-start min-[769px]:self-start"
    >
      <div
        className="relative aspect-square w-full overflow-hidden rounded-card border border-line/70 bg-paper shadow-card min-[769px]:flex-1"
        {...swipe}
      >
        <button
          ref={zoomButton}
          type="button"
          onClick={() => setOpen(true)}
          className="group absolute inset-0 cursor-zoom-in focus-visible:outline-offset-[-4px]"
          aria-haspopup="dialog"
        >
          <Image
            key={images[index].url}
            src={images[index].url}
            alt={`${name} — ${t('imageOf', { n: index + 1, total: count })}`}
            fill
            sizes={GALLERY_SIZES}
            priority={index === 0}
            className="object-contain p-4 transition duration-300 group-hover:scale-[1.02] md:p-8"
          />
          <span className="absolute right-3 bottom-3 inline-flex print:hidden items-center gap-1.5 rounded-full bg-paper/90 px-3 py-1.5 text-xs font-semibold text-plum-900 shadow-card">
            <ExpandIcon className="text-sm" />
            <span className="max-sm:sr-only">{t('zoom')}</span>
          </span>
        </button>
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              className="gallery-arrow left-3 print:hidden"
              aria-label={t('previousImage')}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              className="gallery-arrow right-3 print:hidden"
              aria-label={t('nextImage')}
            >
              <ChevronRightIcon />
            </button>
            <p
              className="absolute top-3 left-3 rounded-full print:hidden bg-plum-900/80 px-2.5 py-1 text-[11px] font-semibold text-white tabular-nums"
              aria-live="polite"
            >
              <span className="sr-only">{t('imageOf', { n: index + 1, total: count })}</span>
              <span aria-hidden="true">
                {index + 1} / {count}
              </span>
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul
          className="flex gap-2 overflow-x-auto pb-1 min-[769px]:w-20 min-[769px]:flex-col min-[769px]:overflow-visible min-[769px]:pb-0 print:hidden"
          aria-label={t('gallery')}
        >
          {images.map((img, i) => (
            <li key={img.url} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('showImage', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                className={`relative block size-16 overflow-hidden rounded-lg border-2 bg-paper transition min-[769px]:size-20 ${
                  i === index ? 'border-gold-500 shadow-card' : 'border-line hover:border-plum-300'
                }`}
              >
                {/* A fixed 80 px width, not fill with sizes="80px": next/image then lists 1x and 2x (96 and 160 px
                    wide), where sizes without a vw lists all 14 widths up to 1920 in every thumbnail's srcset. */}
                <Image
                  src={img.url}
                  alt=""
                  width={80}
                  height={80}
                  className="absolute inset-0 size-full object-contain p-1"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <GalleryModal
        open={open}
        images={images}
        name={name}
        index={index}
        labels={labels}
        locale={locale}
        onIndex={setIndex}
        onClose={() => {
          setOpen(false);
          // Focus goes back to what opened the modal (the dialog also restores it; this covers Safari).
          zoomButton.current?.focus();
        }}
      />
    </section>
  );
}
