'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ecom, pathOf } from '@/lib/ecom/client';
import { ORDERS_KEY } from '@/lib/ecom/keys';

const READY = new Set(['approved', 'approved_with_observations']);
const LINK =
  'inline-flex min-h-11 items-center rounded-full border border-plum-900 px-4 text-sm font-semibold text-plum-900 hover:underline';

/**
 * Issue 27: the order's electronic invoice (SIFEN) — its state and, once SET approved it, the KuDE and the signed
 * XML. Nothing shows for an order without documents (unpaid, or invoicing off). While SET has not answered, it asks
 * again every 15 s: the background sender usually settles it within a minute.
 */
export function OrderInvoice({ orderId }: { orderId: string }) {
  const t = useTranslations('Invoice');
  const { data, isError } = useQuery({
    queryKey: [...ORDERS_KEY, orderId, 'invoices'],
    queryFn: async () => (await ecom('invoices', { params: { orderId } })).data,
    retry: false,
    refetchInterval: (q) => (q.state.data?.some((d) => d.status === 'pending') ? 15_000 : false),
  });
  if (isError)
    return (
      <p role="status" className="text-sm text-muted">
        {t('fetchError')}
      </p>
    );
  const invoice = data?.filter((d) => d.tipo === 'fatura').at(-1);
  if (!invoice) return null;
  const credit = data?.filter((d) => d.tipo === 'nota-credito').at(-1);
  const file = (tipo: string, formato: string) => pathOf('invoiceFile', { orderId }, { tipo, formato });
  const state = READY.has(invoice.status) ? 'approved' : invoice.status;
  return (
    <section
      aria-labelledby="order-invoice"
      data-testid="order-invoice"
      data-status={invoice.status}
      className="rounded-2xl border border-line bg-paper p-5 sm:p-6"
    >
      <h2 id="order-invoice" className="text-lg font-semibold text-plum-900">
        {t('title')}
      </h2>
      <p role="status" className="mt-2 text-sm">
        {t(state, { number: invoice.numero })}
      </p>
      {READY.has(invoice.status) ? (
        <div className="mt-4 flex flex-wrap gap-3">
          <a className={LINK} href={file('fatura', 'a4')} download data-testid="invoice-pdf">
            {t('pdf')}
          </a>
          <a className={LINK} href={file('fatura', 'ticket')} download>
            {t('ticket')}
          </a>
          <a className={LINK} href={file('fatura', 'xml')} download data-testid="invoice-xml">
            {t('xml')}
          </a>
        </div>
      ) : null}
      {credit ? (
        <p className="mt-4 flex flex-wrap items-center gap-3 text-sm" data-testid="order-credit-note">
          {t('creditNote', { number: credit.numero, state: t(`states.${credit.status}`) })}
          {READY.has(credit.status) ? (
            <a className={LINK} href={file('nota-credito', 'a4')} download>
              {t('creditPdf')}
            </a>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
