'use client';

import Image from 'next/image';
import type { KeyboardEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@/components/ui/icons';
import { keyStep, wrapIndex } from '@/lib/catalog/gallery';
import { translator } from '@/lib/i18n/format';
import type { GalleryLabels } from './gallery-labels';
import { useSwipe } from './use-swipe';

interface Props {
  open: boolean;
  images: { url: string }[];
  name: string;
  index: number;
  onIndex: (i: number) => void;
  onClose: () => void;
  labels: GalleryLabels;
  locale: string;
}

/**
 * Full-screen gallery on the Dialog primitive (native modal <dialog>): the page behind is inert (focus stays inside),
 * Escape arrives as `cancel`, arrows move with wrap-around, touch swipes past 50 px too.
 */
export function GalleryModal({ open, images, name, index, onIndex, onClose, labels, locale }: Props) {
  const t = translator(labels, locale);
  const count = images.length;
  const go = (step: number) => onIndex(wrapIndex(index + step, count));
  const swipe = useSwipe((dir) => go(dir === 'next' ? 1 : -1));

  const onKeyDown = (e: KeyboardEvent) => {
    const step = keyStep(e.key);
    if (step) {
      e.preventDefault();
      e.stopPropagation();
      go(step);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      label={`${name} — ${t('gallery')}`}
      closeOnBackdrop={false}
      onKeyDown={onKeyDown}
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none bg-plum-950/95 p-0 text-white backdrop:bg-plum-950/80"
    >
      {open && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-4 px-4 py-3">
            <p className="truncate text-sm font-medium text-white/90">{name}</p>
            <div className="flex items-center gap-3">
              <span className="text-sm text-white/80 tabular-nums" aria-live="polite">
                {t('imageOf', { n: index + 1, total: count })}
              </span>
              <button
                type="button"
                onClick={onClose}
                className="grid size-11 place-items-center rounded-full bg-white/10 text-2xl hover:bg-white/20"
                aria-label={t('closeGallery')}
                autoFocus
              >
                <CloseIcon />
              </button>
            </div>
          </div>
          <div className="relative flex-1" {...swipe}>
            <Image
              key={images[index].url}
              src={images[index].url}
              alt={t('imageOf', { n: index + 1, total: count })}
              fill
              sizes="100vw"
              className="object-contain p-2 md:p-8"
            />
            {count > 1 && (
              <>
                <button
                  type="button"
                  onClick={() => go(-1)}
                  className="gallery-arrow left-3 md:left-6"
                  aria-label={t('previousImage')}
                >
                  <ChevronLeftIcon />
                </button>
                <button
                  type="button"
                  onClick={() => go(1)}
                  className="gallery-arrow right-3 md:right-6"
                  aria-label={t('nextImage')}
                >
                  <ChevronRightIcon />
                </button>
              </>
            )}
          </div>
          {count > 1 && (
            <ul className="flex justify-center gap-2 overflow-x-auto px-4 py-3">
              {images.map((img, i) => (
                <li key={img.url} className="shrink-0">
                  <button
                    type="button"
                    onClick={() => onIndex(i)}
                    aria-label={t('showImage', { n: i + 1 })}
                    aria-current={i === index ? 'true' : undefined}
                    className={`relative block size-14 overflow-hidden rounded-md border-2 bg-white ${i === index ? 'border-gold-400' : 'border-transparent opacity-70 hover:opacity-100'}`}
                  >
                    <Image src={img.url} alt="" fill sizes="56px" className="object-contain p-0.5" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Dialog>
  );
}
