'use client';

import Link from 'next/link';
import QRCode from 'qrcode';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { adminCall, AdminCallError } from '@/lib/admin/client';
import type { AdminAnswer } from '@/lib/admin/operations';
import { useAdmin } from './admin-context';
import { Button, ErrorLine, Field } from './form-bits';

/** The one-time link's page: the token is read from the URL fragment (never sent to a server by the browser). */
export function SetupForm() {
  const { t } = useAdmin();
  const token = useRef('');
  const [info, setInfo] = useState<AdminAnswer<'setupInfo'> | null>(null);
  const [qr, setQr] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');

  useEffect(() => {
    const fromHash = window.location.hash.slice(1);
    token.current = fromHash;
    adminCall('setupInfo', { body: { token: fromHash } })
      .then(async (i) => {
        setInfo(i);
        if (i.totp_uri) setQr(await QRCode.toDataURL(i.totp_uri, { margin: 1, width: 200 }));
      })
      .catch((err) => setError(err instanceof AdminCallError ? err.message : String(err)));
  }, []);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setError('');
    try {
      const totp = String(form.get('totp') ?? '').trim();
      const res = await adminCall('setup', { body: { token: token.current, password: form.get('password'), password_confirmation: form.get('password_confirmation'), ...(totp ? { totp } : {}) } });
      setDone(res.message);
    } catch (err) {
      setError(err instanceof AdminCallError ? err.message : String(err));
    }
  }

  if (done)
    return (
      <p role="status">
        {done} <Link href="/admin/entrar" className="underline">{t.signIn}</Link>
      </p>
    );
  return (
    <form onSubmit={submit} className="mx-auto flex max-w-sm flex-col gap-3">
      <h1 className="text-xl font-semibold">{t.activate}</h1>
      {info && (
        <p>
          {info.name} · {info.email} · {t.roles[info.role]}
        </p>
      )}
      {info?.totp_required && (
        <div className="flex flex-col gap-2">
          <p>{t.scanQr}</p>
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made here, nothing to optimise */}
          {qr && <img src={qr} alt="QR" width={200} height={200} />}
          <code className="break-all rounded bg-zinc-200 px-2 py-1" data-testid="totp-secret">
            {info.totp_secret}
          </code>
        </div>
      )}
      <Field label={t.password} name="password" type="password" autoComplete="new-password" minLength={12} required />
      <Field label={t.passwordConfirm} name="password_confirmation" type="password" autoComplete="new-password" required />
      {info?.totp_required && <Field label={t.totp} name="totp" inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" required />}
      <ErrorLine>{error}</ErrorLine>
      <Button type="submit" disabled={!info}>
        {t.activate}
      </Button>
    </form>
  );
}
