'use client';

import { useState, type FormEvent } from 'react';
import { AdminCallError } from '@/lib/admin/client';
import { fill } from '@/lib/admin/day-words';
import { adminErrorText } from '@/lib/admin/errors';
import type { AdminAnswer } from '@/lib/admin/operations';
import { useAdminMutation, useAdminQuery } from '@/lib/admin/queries';
import { adminLocale } from '@/lib/admin/texts';
import { useAdmin } from './admin-context';
import { Button, ErrorLine, when } from './form-bits';
import { QrScanButton } from './qr-scan-button';

type Found = AdminAnswer<'pickup'>;

/** What the counter may do with an order, as one banner: red "already handed over", green "paid, hand over", amber. */
function Banner({ found }: { found: Found }) {
  const { t, lang } = useAdmin();
  const locale = adminLocale(lang);
  const [tone, title, hint] = found.handed_over_at
    ? [
        'bg-red-700 text-white',
        t.bannerHandedOver,
        fill(t.bannerHandedOverBy, {
          who: found.handed_over_by ?? '—',
          // es-PY times end in "a. m.": no second full stop after it.
          when: when(found.handed_over_at, locale).replace(/\.$/, ''),
        }),
      ]
    : found.can_hand_over
      ? ['bg-green-700 text-white', t.bannerPaid, t.bannerPaidHint]
      : found.status === 'PAGO' || found.status === 'ENVIADO'
        ? ['bg-amber-300 text-zinc-950', t.bannerNotHere, t.bannerNotHereHint]
        : [
            'bg-amber-300 text-zinc-950',
            t.bannerUnpaid,
            fill(t.bannerUnpaidHint, { status: t.statusNames[found.status] ?? found.status }),
          ];
  return (
    <div
      role="status"
      data-testid="counter-banner"
      className={`-mx-4 flex flex-col gap-1 px-4 py-4 sm:mx-0 sm:rounded-lg ${tone}`}
    >
      <p className="text-3xl font-black tracking-wide">{title}</p>
      <p className="text-lg font-medium">{hint}</p>
    </div>
  );
}

/** The counter: scan the QR on the shopper's ticket (or type the code), check the name and document, hand over once. */
export function PickupCounter() {
  const { t, lang } = useAdmin();
  const [code, setCode] = useState('');
  const [asked, setAsked] = useState('');
  const [conflict, setConflict] = useState<Found | null>(null);
  const lookup = useAdminQuery(
    'pickup',
    { params: { code: asked || 'XXXX' } },
    { enabled: !!asked, staleTime: 0, retry: false },
  );
  const handOver = useAdminMutation('handOver', { refresh: ['today', 'orders'] });
  // A hand-over's answer, or a refused second one (409 with who and when), is the order as it stands now.
  const found: Found | null = conflict ?? handOver.data ?? (asked ? (lookup.data ?? null) : null);
  const failure = lookup.error ?? (conflict ? null : handOver.error);

  const lookUp = (typed: string) => {
    const clean = typed.trim().toUpperCase();
    setConflict(null);
    handOver.reset();
    if (clean === asked) void lookup.refetch();
    setAsked(clean);
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    lookUp(code);
  };
  // A scanned ticket fills the field (the clerk sees what was read) and looks the order up at once.
  const scanned = (read: string) => {
    setCode(read);
    lookUp(read);
  };
  async function give() {
    if (!found) return;
    try {
      await handOver.mutateAsync({ params: { code: asked } });
    } catch (err) {
      if (err instanceof AdminCallError && err.body.handed_over_by)
        setConflict({
          ...found,
          can_hand_over: false,
          handed_over_by: err.body.handed_over_by,
          handed_over_at: err.body.handed_over_at ?? null,
        });
    }
  }

  const big = 'min-h-12 rounded px-5 text-base font-semibold';
  return (
    <section className="flex max-w-2xl flex-col gap-4">
      <h1 className="text-xl font-semibold">{t.counter}</h1>
      {/* On a phone the camera comes first: the clerk holds the ticket up rather than typing. */}
      <QrScanButton t={t} onCode={scanned} />
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
          <span className="font-medium">{t.code}</span>
          <input
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            required
            maxLength={20}
            className="min-h-12 rounded border border-zinc-500 bg-white px-3 font-mono text-xl tracking-widest uppercase"
          />
        </label>
        <Button type="submit" className={`${big} bg-blue-800 text-white`}>
          {t.lookUp}
        </Button>
      </form>
      {failure && <ErrorLine>{adminErrorText(failure, lang)}</ErrorLine>}
      {asked && lookup.isFetching && !found && <p>{t.loading}</p>}
      {found && (
        <div className="flex flex-col gap-3">
          <Banner found={found} />
          <div className="flex flex-col gap-2 rounded border border-zinc-300 bg-white p-4">
            <p className="text-lg font-semibold">
              {t.order} {found.number} ·{' '}
              {/* Collected: the card says so too, never "paid" under a red banner. */}
              {found.handed_over_at ? t.handedOver : (t.statusNames[found.status] ?? found.status)}
            </p>
            <p className="text-lg">{found.customer.name}</p>
            {/* The document on one line in a large type: the clerk compares it with an ID card. */}
            <p className="flex flex-wrap items-baseline gap-x-3">
              <span className="text-base font-medium">{found.customer.document_type}</span>
              <strong data-testid="counter-document" className="font-mono text-3xl whitespace-nowrap">
                {found.customer.document}
              </strong>
            </p>
            {found.pickup_point && <p>{found.pickup_point}</p>}
            <ul className="list-disc pl-5">
              {found.items.map((i) => (
                <li key={i.code + i.name}>
                  {i.quantity} × {i.name} ({i.code})
                </li>
              ))}
            </ul>
            {handOver.data && !conflict && (
              <p className="text-lg font-semibold text-green-800">{t.handOverDone}</p>
            )}
            {found.can_hand_over && !found.handed_over_at && (
              <Button
                type="button"
                onClick={give}
                disabled={handOver.isPending}
                className={`${big} w-full bg-green-700 text-white sm:w-auto`}
              >
                {t.handOver}
              </Button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
