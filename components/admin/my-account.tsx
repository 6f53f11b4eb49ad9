'use client';

import QRCode from 'qrcode';
import { useState, type FormEvent } from 'react';
import { ACCOUNT_TEXT } from '@/lib/admin/account-texts';
import { adminCall } from '@/lib/admin/client';
import { adminErrorText } from '@/lib/admin/errors';
import { useAdmin } from './admin-context';
import { Button, ErrorLine, Field } from './form-bits';

/**
 * The staff member's own account: a member without an authenticator (a clerk) enrols one here. The API keeps the new
 * secret sealed and off until a code made from it and the password come back (so a session left open on the counter
 * PC cannot enrol a stranger's phone); the QR is drawn here from the otpauth URI, as the activation page does.
 */
export function MyAccount() {
  const { t, lang, me } = useAdmin();
  const a = ACCOUNT_TEXT[lang];
  const [enabled, setEnabled] = useState(me?.totp_enabled ?? false);
  const [pending, setPending] = useState<{ secret: string; qr: string } | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function start() {
    setError('');
    setBusy(true);
    try {
      const res = await adminCall('enrolTotp');
      setPending({
        secret: res.totp_secret,
        qr: await QRCode.toDataURL(res.totp_uri, { margin: 1, width: 200 }),
      });
    } catch (err) {
      setError(adminErrorText(err));
    } finally {
      setBusy(false);
    }
  }

  async function confirm(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setError('');
    setBusy(true);
    try {
      const staff = await adminCall('confirmTotp', {
        body: { password: form.get('password'), totp: String(form.get('totp') ?? '').trim() },
      });
      setEnabled(staff.totp_enabled);
      setPending(null);
      setDone(true);
    } catch (err) {
      setError(adminErrorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="flex max-w-md flex-col gap-4">
      <h1 className="text-xl font-semibold">{a.title}</h1>
      {me && (
        <p className="break-words">
          {me.name} · {me.email} · {t.roles[me.role]}
        </p>
      )}
      <h2 className="text-lg font-semibold">{a.totpHeading}</h2>
      {enabled ? (
        <p role="status" className="rounded border border-green-700 bg-green-50 p-3 text-green-900">
          {done ? a.enrolled : a.totpOn}
        </p>
      ) : (
        <p>{a.totpOff}</p>
      )}
      {!enabled && !pending && (
        <div>
          <Button type="button" onClick={() => void start()} disabled={busy}>
            {a.start}
          </Button>
        </div>
      )}
      {!enabled && pending && (
        <form onSubmit={confirm} className="flex flex-col gap-3">
          <p>{a.scan}</p>
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made here, nothing to optimise */}
          <img src={pending.qr} alt="QR" width={200} height={200} />
          <code className="break-all rounded bg-zinc-200 px-2 py-1" data-testid="totp-secret">
            {pending.secret}
          </code>
          <p>{a.confirmHelp}</p>
          <Field
            label={t.password}
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          <Field
            label={t.totp}
            name="totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{6}"
            required
          />
          <Button type="submit" disabled={busy}>
            {a.confirm}
          </Button>
        </form>
      )}
      <ErrorLine>{error}</ErrorLine>
    </section>
  );
}
