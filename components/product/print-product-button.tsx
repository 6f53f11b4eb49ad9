'use client';

import { useEffect, useState } from 'react';
import { printDate } from '@/lib/catalog/print-pages';
import { formatMessage } from '@/lib/i18n/format';
import { STORE } from '@/lib/store-info';
import { PrinterIcon } from './icons';

/** Spec §2: prints the product sheet (print CSS keeps only the product, see app/theme.css). */
export function PrintProductButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex items-center gap-2 rounded-full border border-line bg-paper px-4 py-2 text-sm font-semibold text-plum-900 transition hover:border-plum-300 print:hidden"
    >
      <PrinterIcon className="text-base" />
      {label}
    </button>
  );
}

/**
 * Heading of the printed sheet: store and print date. The date is taken when printing starts (the
 * page itself is cached for minutes, so a server-rendered date would be stale).
 */
export function PrintStamp({ locale, printedOn }: { locale: string; printedOn: string }) {
  const [date, setDate] = useState('');
  useEffect(() => {
    const stamp = () => setDate(printDate(new Date(), locale));
    window.addEventListener('beforeprint', stamp);
    return () => window.removeEventListener('beforeprint', stamp);
  }, [locale]);
  return (
    <p className="print-only mb-4 border-b border-line pb-2 text-xs text-muted">
      <strong className="font-display text-sm text-plum-900">{STORE.name}</strong>
      {date && ` · ${formatMessage(printedOn, { date }, locale)}`}
    </p>
  );
}
