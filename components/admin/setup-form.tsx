'use client';

import Link from 'next/link';
import QRCode from 'qrcode';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adminCall } from '@/lib/admin/client';
import { adminErrorText } from '@/lib/admin/errors';
import { adminKey } from '@/lib/admin/queries';
import { useAdmin } from './admin-context';
import { Button, ErrorLine, Field } from './form-bits';

/** The one-time link's page: the token is read from the URL fragment (never sent to a server by the browser). */
export function SetupForm() {
  const { t } = useAdmin();
  // The fragment is read once in the browser; nothing renders from it before the answer, so hydration matches.
  const [token] = useState(() => (typeof window === 'undefined' ? '' : window.location.hash.slice(1)));
  const read = useQuery({
    queryKey: adminKey('setupInfo', { body: { token } }),
    staleTime: Infinity,
    queryFn: async () => {
      const info = await adminCall('setupInfo', { body: { token } });
      return {
        info,
        qr: info.totp_uri ? await QRCode.toDataURL(info.totp_uri, { margin: 1, width: 200 }) : '',
      };
    },
  });
  const info = read.data?.info ?? null;
  const qr = read.data?.qr ?? '';
  const [sendError, setError] = useState('');
  const error = sendError || (read.error ? adminErrorText(read.error) : '');
  const [done, setDone] = useState('');

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setError('');
    try {
      const totp = String(form.get('totp') ?? '').trim();
      const res = await adminCall('setup', {
        body: {
          token,
          password: form.get('password'),
          password_confirmation: form.get('password_confirmation'),
          ...(totp ? { totp } : {}),
        },
      });
      setDone(res.message);
    } catch (err) {
      setError(adminErrorText(err));
    }
  }

  if (done)
    return (
      <p role="status">
        {done}{' '}
        <Link href="/admin/entrar" className="underline">
          {t.signIn}
        </Link>
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
      <Field
        label={t.password}
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={12}
        required
      />
      <Field
        label={t.passwordConfirm}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
      />
      {info?.totp_required && (
        <Field
          label={t.totp}
          name="totp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          required
        />
      )}
      <ErrorLine>{error}</ErrorLine>
      <Button type="submit" disabled={!info}>
        {t.activate}
      </Button>
    </form>
  );
}
