'use client';

import { usePrintText } from './print-text';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '@/components/ui/icons';
import { PrinterIcon } from '@/components/product/icons';
import { paginatePrint, printDate, PRINT_FIRST_PAGE, PRINT_PAGE } from '@/lib/catalog/print-pages';
import type { PrintResponse } from '@/lib/catalog/print-scope';
import { SheetPage, type SheetMeta } from './sheet-pages';

export type SheetFormat = 'grid' | 'list';

/** A4 at 96 dpi: the preview is drawn at paper width and zoomed down on phones. */
const PAPER_PX = 794;
/** Printing waits for the pictures, but never longer than this. */
const IMAGE_WAIT_MS = 12_000;

async function imagesReady(root: HTMLElement) {
  const images = [...root.querySelectorAll('img')];
  const all = Promise.all(images.map((img) => (img.complete ? null : img.decode().catch(() => null))));
  await Promise.race([all, new Promise((r) => setTimeout(r, IMAGE_WAIT_MS))]);
}

/**
 * Print preview of a price list, then the browser's print dialog. While it is open the rest of the
 * page is inert (focus stays here) and html[data-print="sheet"] makes @media print show only the sheet.
 */
export function PrintSheet({
  format,
  data,
  title,
  onClose,
}: {
  format: SheetFormat;
  data: PrintResponse;
  title: string;
  onClose: () => void;
}) {
  const { t, locale } = usePrintText();
  const host = useRef<HTMLDivElement>(null);
  const printButton = useRef<HTMLButtonElement>(null);
  const [zoom, setZoom] = useState(1);
  const pages = useMemo(() => paginatePrint(data.rows), [data.rows]);
  const meta: SheetMeta = {
    title,
    date: printDate(new Date(), locale),
    count: data.rows.length,
    truncated: data.truncated,
    pages: pages.length,
  };
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const root = document.documentElement;
    const el = host.current;
    if (!el) return;
    root.dataset.print = 'sheet';
    root.style.overflow = 'hidden';
    const siblings = [...document.body.children].filter((c) => c !== el && !c.hasAttribute('inert'));
    siblings.forEach((c) => c.setAttribute('inert', ''));
    printButton.current?.focus();
    const fit = () => setZoom(Math.min(1, (window.innerWidth - 24) / PAPER_PX));
    fit();
    window.addEventListener('resize', fit);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close.current();
    document.addEventListener('keydown', onKey);
    let cancelled = false;
    // Spec: choosing grid or list prints; the preview stays for a second try or closing.
    void imagesReady(el).then(() => !cancelled && window.print());
    return () => {
      cancelled = true;
      delete root.dataset.print;
      root.style.overflow = '';
      siblings.forEach((c) => c.removeAttribute('inert'));
      window.removeEventListener('resize', fit);
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  return createPortal(
    <div
      ref={host}
      className="print-host"
      role="dialog"
      aria-modal="true"
      aria-label={t('preview')}
      data-format={format}
    >
      <div className="print-toolbar">
        <p className="min-w-0 truncate text-sm font-semibold text-white">
          {t('preview')} · <span className="font-normal text-white/80">{title}</span>
        </p>
        <div className="flex shrink-0 gap-2">
          <button
            ref={printButton}
            type="button"
            onClick={() => window.print()}
            className="inline-flex items-center gap-2 rounded-full bg-gold-400 px-4 py-2 text-sm font-semibold text-plum-950 hover:bg-gold-300"
          >
            <PrinterIcon className="text-base" />
            {t('print')}
          </button>
          <button
            type="button"
            onClick={onClose}
            className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-2 text-sm font-semibold text-white hover:bg-white/20"
          >
            <CloseIcon />
            {t('close')}
          </button>
        </div>
      </div>
      <div className="print-pages" style={{ zoom }}>
        {pages.length === 0 ? (
          <p className="sheet-page grid place-items-center text-muted">{t('sheetNoProducts')}</p>
        ) : (
          pages.map((rows, i) => (
            <SheetPage
              key={i}
              format={format}
              rows={rows}
              meta={meta}
              page={i}
              offset={i === 0 ? 0 : PRINT_FIRST_PAGE + (i - 1) * PRINT_PAGE}
            />
          ))
        )}
      </div>
    </div>,
    document.body,
  );
}
