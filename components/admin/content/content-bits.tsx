'use client';

import Image from 'next/image';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { uploadPicture } from '@/lib/admin/client';
import { adminErrorText } from '@/lib/admin/errors';
import type { AdminAnswer } from '@/lib/admin/operations';
import type { ContentKind } from '@/lib/contract/admin-content';
import { PICTURE_RULES } from '@/lib/contract/picture-rules';
import { useAdmin } from '../admin-context';
import { Button, ErrorLine } from '../form-bits';

/** The content page's data and its two writes, shared by the page (content-admin.tsx) and its list editors. */
export type Content = AdminAnswer<'content'>;
export type Save = (kind: ContentKind, body: Record<string, unknown>) => Promise<void>;
export type Remove = (kind: 'banners' | 'carousels' | 'sellers', id: number) => Promise<void>;

export function Check({
  label,
  name,
  defaultChecked,
}: {
  label: string;
  name: string;
  defaultChecked: boolean;
}) {
  return (
    <label className="flex items-center gap-2 self-end py-1.5 text-sm">
      <input type="checkbox" name={name} defaultChecked={defaultChecked} className="h-4 w-4" />
      <span className="font-medium">{label}</span>
    </label>
  );
}

/**
 * One row of content as its own form: save (and delete, for rows that may go). The row's fields read
 * themselves from the FormData `read` gets; errors and the saved note stay beside the row.
 */
export function RowForm({
  label,
  onSave,
  onDelete,
  children,
}: {
  label: string;
  onSave: (form: FormData) => Promise<void>;
  onDelete?: () => Promise<void>;
  children: ReactNode;
}) {
  const { t } = useAdmin();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const titleId = useId();
  async function run(action: () => Promise<void>) {
    setError('');
    setSaved(false);
    setBusy(true);
    try {
      await action();
      setSaved(true);
    } catch (err) {
      setError(adminErrorText(err));
    } finally {
      setBusy(false);
    }
  }
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    void run(() => onSave(form));
  };
  return (
    <form onSubmit={submit} aria-labelledby={titleId} className="rounded border border-zinc-300 bg-white p-3">
      <p id={titleId} className="mb-2 truncate text-sm font-semibold text-zinc-700">
        {label}
      </p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {t.save}
        </Button>
        {onDelete && (
          <button
            type="button"
            disabled={busy}
            onClick={() => void run(onDelete)}
            className="rounded border border-red-800 px-3 py-1.5 text-sm text-red-800 hover:bg-red-50"
          >
            {t.remove}
          </button>
        )}
        {saved && (
          <p role="status" className="text-sm text-green-800">
            {t.contentSaved}
          </p>
        )}
      </div>
      <ErrorLine>{error}</ErrorLine>
    </form>
  );
}

export const str = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
export const int = (form: FormData, name: string) => Number(str(form, name) || 0);
export const flag = (form: FormData, name: string) => form.get(name) === 'on';

/**
 * A picture field: the address of a stored picture, filled by uploading a file (server/services/images checks
 * its bytes and re-encodes it) or typed as an existing /media/… address.
 */
export function PictureField({
  label,
  uploadLabel,
  name,
  defaultValue,
  required,
}: {
  label: string;
  uploadLabel: string;
  name: string;
  defaultValue: string;
  required?: boolean;
}) {
  const [url, setUrl] = useState(defaultValue);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  async function upload(file: File | undefined) {
    if (!file) return;
    setError('');
    setBusy(true);
    try {
      setUrl((await uploadPicture(file)).url);
    } catch (err) {
      setError(adminErrorText(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label className="flex flex-col gap-1">
        <span className="font-medium">{label}</span>
        <input
          name={name}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          required={required}
          className="rounded border border-zinc-400 bg-white px-2 py-1.5"
        />
      </label>
      {/^\/media\/[a-z]+\/[A-Za-z0-9._-]+$/.test(url) && (
        <Image
          src={url}
          alt=""
          width={160}
          height={60}
          unoptimized
          className="h-14 w-auto max-w-full rounded border border-zinc-200 object-contain"
        />
      )}
      <label className="flex flex-col gap-1">
        <span className="sr-only">{uploadLabel}</span>
        <input
          type="file"
          accept={PICTURE_RULES.accept}
          disabled={busy}
          onChange={(e) => void upload(e.target.files?.[0])}
          className="text-xs"
          aria-label={uploadLabel}
        />
      </label>
      {error && (
        <span role="alert" className="text-xs text-red-800">
          {error}
        </span>
      )}
    </div>
  );
}
