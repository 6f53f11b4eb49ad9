'use client';

import { useState, type FormEvent } from 'react';
import { adminCall, AdminCallError } from '@/lib/admin/client';
import type { AdminAnswer } from '@/lib/admin/operations';
import { adminLocale } from '@/lib/admin/texts';
import { useAdmin } from './admin-context';
import { Button, ErrorLine, Field, when } from './form-bits';
import { QrScanButton } from './qr-scan-button';

/** The counter: type the shopper's code (or scan the QR on their ticket), check the name and document, hand over once. */
export function PickupCounter() {
  const { t, lang } = useAdmin();
  const locale = adminLocale(lang);
  const [code, setCode] = useState('');
  const [found, setFound] = useState<AdminAnswer<'pickup'> | null>(null);
  const [error, setError] = useState('');

  const fail = (e: unknown) => {
    if (e instanceof AdminCallError && e.body.handed_over_by) {
      setError(`${e.message} ${t.handedOverBy} ${e.body.handed_over_by} ${t.at} ${when(e.body.handed_over_at ?? null, locale)}`);
    } else setError(e instanceof AdminCallError ? e.message : String(e));
  };

  async function lookUp(typed: string) {
    setError('');
    setFound(null);
    try {
      setFound(await adminCall('pickup', { params: { code: typed.trim().toUpperCase() } }));
    } catch (err) {
      fail(err);
    }
  }
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void lookUp(code);
  };
  // A scanned ticket fills the field (the clerk sees what was read) and looks the order up at once.
  const scanned = (read: string) => {
    setCode(read);
    void lookUp(read);
  };
  async function handOver() {
    if (!found) return;
    setError('');
    try {
      setFound(await adminCall('handOver', { params: { code: code.trim().toUpperCase() } }));
    } catch (err) {
      fail(err);
    }
  }

  return (
    <section className="flex max-w-xl flex-col gap-4">
      <h1 className="text-xl font-semibold">{t.counter}</h1>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <Field label={t.code} value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" autoCapitalize="characters" required maxLength={20} />
        <Button type="submit">{t.lookUp}</Button>
      </form>
      <QrScanButton t={t} onCode={scanned} />
      <ErrorLine>{error}</ErrorLine>
      {found && (
        <div className="flex flex-col gap-2 rounded border border-zinc-300 bg-white p-4">
          <p className="text-lg font-semibold">
            {t.order} {found.number} · {found.status}
          </p>
          <p>
            {found.customer.name} — {found.customer.document_type} <strong>{found.customer.document}</strong>
          </p>
          {found.pickup_point && <p>{found.pickup_point}</p>}
          <ul className="list-disc pl-5">
            {found.items.map((i) => (
              <li key={i.code + i.name}>
                {i.quantity} × {i.name} ({i.code})
              </li>
            ))}
          </ul>
          {found.handed_over_at ? (
            <p role="status" className="font-medium text-green-800">
              {t.handedOver}: {found.handed_over_by} {t.at} {when(found.handed_over_at, locale)}
            </p>
          ) : (
            found.can_hand_over && (
              <div>
                <Button type="button" onClick={handOver}>
                  {t.handOver}
                </Button>
              </div>
            )
          )}
        </div>
      )}
    </section>
  );
}
