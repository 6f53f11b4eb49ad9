'use client';

import dynamic from 'next/dynamic';
import { useEffect, useId, useRef, useState } from 'react';
import { printDate } from '@/lib/catalog/print-pages';
import { printRequestToQuery, type PrintResponse, type PrintScope } from '@/lib/catalog/print-scope';
import { buildPriceListTxt, TXT_FILE_NAME } from '@/lib/catalog/print-txt';
import type { AppLocale, CurrencySegment } from '@/lib/i18n/config';
import { translator } from '@/lib/i18n/format';
import type { SheetFormat } from './print-sheet';
import type { PrintSelectLabels } from './print-labels';
import { PrintTextContext } from './print-text';

type Format = SheetFormat | 'txt';
/** The sheet (pages, layout, print styles' host) loads when a format is chosen, not with every listing and product page. */
const PrintSheet = dynamic(() => import('./print-sheet').then((m) => m.PrintSheet), { ssr: false });
/** Spec §9: toasts stay 3000 ms. */
const MESSAGE_MS = 3000;

/**
 * Spec §2 print select (grid, list, txt). It goes back to empty after every action, so choosing the
 * same format twice works. Products come from /api/print: the listing's filters, in stock only.
 */
export function PrintManager({
  scope,
  currency,
  title,
  labels,
  locale,
  className = '',
}: {
  scope: PrintScope | null;
  currency: CurrencySegment;
  title: string;
  /** The select's strings (raw templates), from the server: the islands ship no i18n runtime. The sheet's and the
   * .txt's come with /api/print's answer (print-labels.ts). */
  labels: PrintSelectLabels;
  locale: AppLocale;
  className?: string;
}) {
  const t = translator(labels, locale);
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [sheet, setSheet] = useState<{ format: SheetFormat; data: PrintResponse } | null>(null);

  // Focus goes back to the select once the sheet has unmounted (before that the page is still inert).
  const sheetWasOpen = useRef(false);
  useEffect(() => {
    if (sheet) sheetWasOpen.current = true;
    else if (sheetWasOpen.current) {
      sheetWasOpen.current = false;
      select.current?.focus();
    }
  }, [sheet]);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  async function run(format: Format) {
    if (!scope) {
      setMessage(format === 'txt' ? t('exportNoProducts') : t('noProducts'));
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const res = await fetch(`/api/print?${printRequestToQuery({ locale, currency, scope })}`);
      if (!res.ok) throw new Error(`print ${res.status}`);
      const data = (await res.json()) as PrintResponse;
      if (data.rows.length === 0) {
        setMessage(format === 'txt' ? t('exportNoProducts') : t('noProducts'));
        return;
      }
      if (format === 'txt') download(data);
      else setSheet({ format, data });
    } catch {
      setMessage(t('error'));
    } finally {
      setBusy(false);
    }
  }

  function download(data: PrintResponse) {
    const tx = translator(data.labels, locale);
    const txt = buildPriceListTxt(
      data.rows,
      {
        title: `${tx('titleOf', { name: title })}`,
        date: tx('date', { date: printDate(new Date(), locale) }),
        disclaimer: tx('disclaimer'),
        columns: { code: tx('code'), name: tx('product'), price: tx('priceUsd') },
      },
      { invalidPrice: tx('invalidPrice'), missingPrice: tx('missingPrice') },
    );
    const url = URL.createObjectURL(new Blob([txt], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = TXT_FILE_NAME;
    document.body.append(a);
    a.click();
    a.remove();
    // Revoked later: some browsers read the blob after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  return (
    <div className={`flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2 print:hidden ${className}`}>
      <label htmlFor={`${id}-print`} className="text-xs text-muted sm:text-sm">
        {t('label')}
      </label>
      <div className="relative">
        <select
          ref={select}
          id={`${id}-print`}
          className="select-field w-full"
          value=""
          disabled={busy}
          aria-describedby={`${id}-msg`}
          onChange={(e) => {
            const v = e.target.value;
            if (v === 'grid' || v === 'list' || v === 'txt') void run(v);
          }}
        >
          <option value="">{busy ? t('preparing') : t('placeholder')}</option>
          <option value="grid">{t('grid')}</option>
          <option value="list">{t('list')}</option>
          <option value="txt">{t('txt')}</option>
        </select>
        <p
          id={`${id}-msg`}
          role={message ? 'alert' : 'status'}
          className={
            message
              ? 'absolute top-full right-0 z-20 mt-2 w-64 rounded-lg bg-ink px-3 py-2 text-sm text-white shadow-lift'
              : 'sr-only'
          }
        >
          {message ?? (busy ? t('preparing') : '')}
        </p>
      </div>
      {sheet && (
        <PrintTextContext.Provider value={{ labels: sheet.data.labels, locale }}>
          <PrintSheet
            format={sheet.format}
            data={sheet.data}
            title={translator(sheet.data.labels, locale)('titleOf', { name: title })}
            onClose={() => setSheet(null)}
          />
        </PrintTextContext.Provider>
      )}
    </div>
  );
}
