'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { DOCUMENT_FILE_RULES } from '@/lib/contract/account';
import { message } from '@/lib/contract/messages';
import type { Lang } from '@/lib/contract/common';
import { describedBy, Field } from './field';

/** The browser's own check before upload (the API checks the bytes again): type and 5 MB. */
export function fileProblem(file: File, lang: Lang): string | null {
  if (!(DOCUMENT_FILE_RULES.mimeTypes as readonly string[]).includes(file.type)) return message('fileType', lang);
  if (file.size > DOCUMENT_FILE_RULES.maxBytes) return message('fileTooLarge', lang);
  return null;
}

/** A document image (front or back) with its preview and error line (spec §2). */
export function DocumentImageField({
  id,
  label,
  hint,
  lang,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  lang: Lang;
  error?: string;
  onChange: (file: File | null, problem: string | null) => void;
}) {
  const t = useTranslations('Profile');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  // The object URL lives until the next choice or the field goes away.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input
        type="file"
        accept={DOCUMENT_FILE_RULES.accept}
        className="block w-full text-sm text-muted file:mr-3 file:rounded-full file:border-0 file:bg-plum-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-plum-900 hover:file:bg-plum-100"
        {...describedBy(id, error, hint ? `${id}-hint` : undefined)}
        onChange={(e) => {
          const chosen = e.target.files?.[0] ?? null;
          const problem = chosen ? fileProblem(chosen, lang) : null;
          const kept = problem ? null : chosen;
          setFile(kept);
          setPreview(kept?.type.startsWith('image/') ? URL.createObjectURL(kept) : null);
          onChange(problem ? null : chosen, problem);
        }}
      />
      {file && preview && (
        // eslint-disable-next-line @next/next/no-img-element -- a local object URL, not an optimisable image
        <img src={preview} alt={t('preview', { side: label })} className="mt-1 h-28 w-auto max-w-full rounded-lg border border-line object-contain" />
      )}
      {file && !file.type.startsWith('image/') && <p className="text-xs text-muted">{t('pdfChosen', { name: file.name })}</p>}
    </Field>
  );
}
