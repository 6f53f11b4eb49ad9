'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { FormAlert } from '@/components/account/form/form-alert';
import { localizePath } from '@/lib/i18n/paths';
import type { AppLocale } from '@/lib/i18n/config';
import { orderDate, orderMoney } from '@/lib/orders/format';
import { useOrders } from '@/lib/orders/use-orders';
import { StatusLabel } from './status-label';

/** Spec §2 orders list: rows to /pedido/{external_id} with number, long date, total with symbol, coloured status. */
export function OrderList({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const t = useTranslations('Orders');
  const locale = useLocale() as AppLocale;
  const { data, isPending, isError, refetch } = useOrders();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <section aria-labelledby="orders-title" className="rounded-2xl border border-line bg-paper p-5 sm:p-6">
      <Heading id="orders-title" className="section-title">
        {t('title')}
      </Heading>
      {isPending ? (
        <div role="status" className="mt-4 flex flex-col gap-3">
          <span className="sr-only">{t('loading')}</span>
          {[0, 1, 2].map((i) => (
            <div key={i} className="skeleton h-16 w-full" />
          ))}
        </div>
      ) : isError ? (
        <FormAlert tone="error" className="mt-4">
          {t('fetch_error')}{' '}
          <button type="button" onClick={() => refetch()} className="font-semibold underline">
            {t('retry')}
          </button>
        </FormAlert>
      ) : data.length === 0 ? (
        <>
          <p className="mt-4 text-muted">{t('no_orders')}</p>
          <Link href={localizePath(locale, '/produtos')} className="btn-primary mt-5">
            {t('browse')}
          </Link>
        </>
      ) : (
        <ul className="mt-4 divide-y divide-line" data-testid="order-list">
          {data.map((o) => (
            <li key={o.id}>
              <Link
                href={localizePath(locale, `/pedido/${o.id}`)}
                aria-label={t('open', { number: o.number })}
                className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 rounded-lg px-2 py-3 hover:bg-plum-50 sm:grid-cols-[11rem_1fr_auto_auto]"
              >
                <span className="font-semibold whitespace-nowrap text-plum-900">
                  {t('number', { number: o.number })}
                </span>
                <span className="order-3 text-sm text-muted sm:order-none">
                  {orderDate(o.createdAt, locale)}
                </span>
                <span className="order-4 justify-self-end font-semibold tabular-nums sm:order-none">
                  {orderMoney(o.total, o.currency)}
                </span>
                <span className="order-2 justify-self-end sm:order-none">
                  <StatusLabel status={o.status} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
