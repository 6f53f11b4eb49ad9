'use client';

import { useState } from 'react';
import { fill } from '@/lib/admin/day-words';
import { adminErrorText } from '@/lib/admin/errors';
import { INVOICE_TEXT } from '@/lib/admin/invoice-texts';
import { useAdminMutation, useAdminRead } from '@/lib/admin/queries';
import type { AdminInvoice } from '@/lib/contract/invoices';
import { useAdmin } from './admin-context';
import { ConfirmDialog } from './confirm-dialog';
import { ActionOutcome, ErrorLine, Field } from './form-bits';
import { useStepUp } from './step-up';

const APPROVED = new Set(['approved', 'approved_with_observations', 'cancelled']);

/**
 * Issue 27: the order's SIFEN documents on its back-office page — state, SET's code and message when rejected, the
 * KuDE and XML downloads, and a manager's resend (confirmed; the API audits it).
 */
export function OrderInvoices({ number }: { number: number }) {
  const { lang, me } = useAdmin();
  const w = INVOICE_TEXT[lang];
  const { data, error: loadError } = useAdminRead('invoices', { params: { number } });
  const [asking, setAsking] = useState<{ doc: AdminInvoice; act: 'resend' | 'cancel' } | null>(null);
  const [reason, setReason] = useState('');
  const stepUp = useStepUp();
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const resend = useAdminMutation('resendInvoice', { refresh: ['invoices'] });
  const cancel = useAdminMutation('cancelInvoice', { refresh: ['invoices', 'orderHistory'] });
  const manager = me?.role === 'owner' || me?.role === 'manager';

  const confirm = async () => {
    const asked = asking;
    // The confirmation closes first: a modal dialog would leave the step-up prompt below it unreachable.
    setAsking(null);
    if (!asked) return;
    setError('');
    setDone('');
    const { doc, act } = asked;
    try {
      if (act === 'resend') {
        await resend.mutateAsync({ params: { number, invoiceId: doc.id } });
        setDone(fill(w.resent, { number: doc.number }));
      } else {
        await stepUp.run(() =>
          cancel.mutateAsync({ params: { number, invoiceId: doc.id }, body: { motivo: reason.trim() } }),
        );
        setDone(fill(w.cancelled, { number: doc.number }));
      }
    } catch (e) {
      setError(adminErrorText(e, lang));
    }
  };

  return (
    <section aria-labelledby="invoices-title" className="flex flex-col gap-2 print:hidden">
      <h2 id="invoices-title" className="font-semibold">
        {w.title}
      </h2>
      {loadError ? <ErrorLine>{adminErrorText(loadError, lang)}</ErrorLine> : null}
      {data && !data.enabled ? <p className="text-sm">{w.off}</p> : null}
      {data?.enabled && data.data.length === 0 ? <p className="text-sm">{w.none}</p> : null}
      <ul className="flex flex-col gap-3 text-sm [overflow-wrap:anywhere]">
        {data?.data.map((doc) => {
          const tipo = doc.kind === 'FE' ? 'fatura' : 'nota-credito';
          const file = (formato: string) =>
            `/api/admin/invoices/${number}/download?tipo=${tipo}&formato=${formato}`;
          return (
            <li
              key={doc.id}
              data-testid="admin-invoice"
              className="rounded border border-zinc-300 bg-white p-3"
            >
              <p>
                <strong>{doc.kind === 'FE' ? w.invoice : w.creditNote}</strong> {doc.number} ·{' '}
                <span data-testid="admin-invoice-status">{w.status[doc.status]}</span> · {doc.attempts}{' '}
                {w.attempts}
              </p>
              {doc.cdc ? <p className="font-mono text-xs">CDC {doc.cdc}</p> : null}
              {doc.status === 'rejected' && doc.set_code ? (
                <p className="font-medium text-red-800">
                  {fill(w.setReason, { code: doc.set_code, message: doc.set_message ?? '' })}
                </p>
              ) : doc.set_message ? (
                <p className="text-zinc-700">{doc.set_message}</p>
              ) : null}
              <div className="mt-2 flex flex-wrap gap-2">
                {APPROVED.has(doc.status) ? (
                  <>
                    <a
                      className="inline-flex min-h-11 items-center rounded border border-zinc-500 px-3 text-blue-800 underline"
                      href={file('a4')}
                      download
                    >
                      {w.kudeA4}
                    </a>
                    <a
                      className="inline-flex min-h-11 items-center rounded border border-zinc-500 px-3 text-blue-800 underline"
                      href={file('ticket')}
                      download
                    >
                      {w.kudeTicket}
                    </a>
                    <a
                      className="inline-flex min-h-11 items-center rounded border border-zinc-500 px-3 text-blue-800 underline"
                      href={file('xml')}
                      download
                    >
                      {w.xml}
                    </a>
                  </>
                ) : null}
                {doc.status === 'rejected' && manager ? (
                  <button
                    type="button"
                    onClick={() => setAsking({ doc, act: 'resend' })}
                    className="min-h-11 rounded border-2 border-red-700 bg-white px-3 font-semibold text-red-800"
                  >
                    {w.resend}
                  </button>
                ) : null}
                {doc.cancellable && manager ? (
                  <div className="flex flex-wrap items-end gap-2">
                    <Field
                      label={w.cancelReason}
                      value={reason}
                      onChange={(e) => setReason(e.target.value)}
                      maxLength={500}
                    />
                    <button
                      type="button"
                      disabled={reason.trim().length < 5}
                      onClick={() => setAsking({ doc, act: 'cancel' })}
                      className="min-h-11 rounded border-2 border-red-700 bg-white px-3 font-semibold text-red-800 disabled:opacity-60"
                    >
                      {w.cancel}
                    </button>
                  </div>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <ActionOutcome prompt={stepUp.prompt} error={error} done={done} />
      {asking ? (
        <ConfirmDialog
          open
          title={fill(asking.act === 'resend' ? w.resendTitle : w.cancelTitle, { number: asking.doc.number })}
          confirm={fill(asking.act === 'resend' ? w.resendYes : w.cancelYes, { number: asking.doc.number })}
          cancel={w.keep}
          danger={asking.act === 'cancel'}
          busy={resend.isPending || cancel.isPending}
          onConfirm={() => void confirm()}
          onClose={() => setAsking(null)}
        >
          <p>{asking.act === 'cancel' ? w.cancelText : w.resendText}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
