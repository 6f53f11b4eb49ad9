'use client';

import Image from 'next/image';
import { usePrintText } from './print-text';
import type { PrintRow } from '@/lib/catalog/print-scope';
import { STORE } from '@/lib/store-info';

export interface SheetMeta {
  title: string;
  date: string;
  count: number;
  truncated: boolean;
  pages: number;
}

/**
 * Page header. The first page carries the whole block (date, disclaimer, VAT note: spec §2), which is
 * why it holds 15 products and the others 20; later pages repeat a one-line running head.
 */
function SheetHeader({ meta, page }: { meta: SheetMeta; page: number }) {
  const { t } = usePrintText();
  if (page > 0) {
    return (
      <header className="sheet-runhead">
        <span className="font-display font-semibold text-plum-900">{STORE.name}</span>
        <span>{meta.title}</span>
        <span>{meta.date}</span>
      </header>
    );
  }
  return (
    <header className="sheet-head">
      <div>
        <p className="font-display text-[13px] font-semibold tracking-[0.2em] text-gold-700 uppercase">
          {STORE.name}
        </p>
        <h2 className="font-display text-[22px] leading-tight font-semibold text-plum-900">{meta.title}</h2>
        <p className="mt-1 text-[11px] text-muted">
          {t('count', { count: meta.count })}
          {meta.truncated && ` · ${t('truncated', { count: meta.count })}`}
        </p>
      </div>
      <div className="text-right text-[11px] leading-relaxed">
        <p className="font-semibold text-ink">{t('date', { date: meta.date })}</p>
        <p className="text-muted">{t('disclaimer')}</p>
        <p className="sheet-vat">{t('vat')}</p>
      </div>
    </header>
  );
}

function SheetFooter({ meta, page }: { meta: SheetMeta; page: number }) {
  const { t } = usePrintText();
  return (
    <footer className="sheet-foot">
      <span>{t('disclaimer')}</span>
      <span>{t('page', { page: page + 1, pages: meta.pages })}</span>
    </footer>
  );
}

function GridRows({ rows }: { rows: PrintRow[] }) {
  const { t } = usePrintText();
  return (
    <ul className="sheet-grid">
      {rows.map((r) => (
        <li key={r.id} className="sheet-card">
          <div className="sheet-img">
            {r.image && <Image src={r.image} alt="" width={160} height={160} sizes="160px" loading="eager" />}
          </div>
          {r.brand && (
            <p className="text-[8.5px] font-semibold tracking-widest text-gold-700 uppercase">{r.brand}</p>
          )}
          <p className="sheet-name">{r.nome}</p>
          <p className="text-[9px] text-muted">
            {t('code')} {r.codigo}
          </p>
          <p className="sheet-price">{r.price ?? t('priceOnRequest')}</p>
        </li>
      ))}
    </ul>
  );
}

function ListRows({ rows, offset }: { rows: PrintRow[]; offset: number }) {
  const { t } = usePrintText();
  return (
    <table className="sheet-table">
      <thead>
        <tr>
          <th scope="col" className="w-8">
            #
          </th>
          <th scope="col" className="w-12">
            <span className="sr-only">{t('product')}</span>
          </th>
          <th scope="col" className="w-24">
            {t('code')}
          </th>
          <th scope="col">{t('product')}</th>
          <th scope="col" className="w-28 text-right">
            {t('price')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={r.id}>
            <td className="text-muted tabular-nums">{offset + i + 1}</td>
            <td>
              {r.image && (
                <Image
                  src={r.image}
                  alt=""
                  width={40}
                  height={40}
                  sizes="40px"
                  loading="eager"
                  className="size-9 object-contain"
                />
              )}
            </td>
            <td className="tabular-nums">{r.codigo}</td>
            <td>
              <span className="font-medium text-ink">{r.nome}</span>
              {r.brand && (
                <span className="block text-[9px] tracking-wider text-gold-700 uppercase">{r.brand}</span>
              )}
            </td>
            <td className="text-right font-semibold whitespace-nowrap tabular-nums">
              {r.price ?? t('priceOnRequest')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One printed page per element: `break-after: page` in print, a paper card on screen. */
export function SheetPage({
  format,
  rows,
  meta,
  page,
  offset,
}: {
  format: 'grid' | 'list';
  rows: PrintRow[];
  meta: SheetMeta;
  page: number;
  offset: number;
}) {
  return (
    <section className="sheet-page" aria-label={`${meta.title} — ${page + 1}/${meta.pages}`}>
      <SheetHeader meta={meta} page={page} />
      <div className="flex-1">
        {format === 'grid' ? <GridRows rows={rows} /> : <ListRows rows={rows} offset={offset} />}
      </div>
      <SheetFooter meta={meta} page={page} />
    </section>
  );
}
