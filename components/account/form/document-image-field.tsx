'use client';

import { useEffect, useMemo, type Ref } from 'react';
import { ACCEPTED_TYPES } from './file-check';

export interface DocumentImageLabels {
  choose: string;
  change: string;
  hint: string;
  pdf: string;
  /** The preview's alternative text, with {side} for the field's label. */
  preview: string;
}

/** Object URL of an image file for the preview, revoked when the file changes. */
function usePreview(file: File | undefined): string | null {
  const url = useMemo(
    () => (file && file.type.startsWith('image/') ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}

/**
 * Front or back of the identity document (spec §2), in the signup form and the edit-profile modal: a native file
 * input (keyboard and screen readers get the real control) over a drop box, a preview of the chosen image, and the
 * error line beneath. Controlled: the form keeps the file and checks it (components/account/form/file-check.ts).
 */
export function DocumentImageField({
  id,
  name,
  label,
  error,
  labels,
  file,
  onFile,
  onBlur,
  inputRef,
}: {
  id: string;
  name?: string;
  label: string;
  error?: string;
  labels: DocumentImageLabels;
  file: File | undefined;
  onFile: (file: File | undefined) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const preview = usePreview(file);

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-ink">
        {label}
      </span>
      <div
        className={`relative flex min-h-36 items-center gap-4 rounded-card border border-dashed bg-paper p-3 transition focus-within:border-plum-500 focus-within:ring-2 focus-within:ring-plum-200 ${
          error ? 'border-danger' : 'border-plum-300'
        }`}
      >
        <div className="grid size-28 shrink-0 place-items-center overflow-hidden rounded-lg bg-plum-50 text-muted">
          {preview ? (
            // eslint-disable-next-line @next/next/no-img-element -- a local object URL: nothing for next/image to optimise
            <img
              src={preview}
              alt={labels.preview.replace('{side}', label)}
              className="size-full object-cover"
            />
          ) : file ? (
            <span className="rounded bg-plum-900 px-2 py-1 text-xs font-bold text-white">PDF</span>
          ) : (
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="size-10"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            >
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <circle cx="9" cy="11" r="2" />
              <path d="M14 9h4M14 12h4M7 16h10" />
            </svg>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <span className="text-sm font-semibold text-plum-900 underline-offset-2">
            {file ? labels.change : labels.choose}
          </span>
          {file && (
            <span className="truncate text-xs text-ink">
              {file.type === 'application/pdf' ? `${labels.pdf}: ${file.name}` : file.name}
            </span>
          )}
          <span id={`${id}-hint`} className="text-xs text-muted">
            {labels.hint}
          </span>
        </div>
        {/* The whole box is the hit area; the input stays the focusable, labelled control. */}
        <input
          id={id}
          name={name}
          ref={inputRef}
          type="file"
          accept={ACCEPTED_TYPES}
          aria-labelledby={`${id}-label`}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          className="absolute inset-0 cursor-pointer opacity-0"
          onBlur={onBlur}
          onChange={(e) => onFile(e.target.files?.[0] ?? undefined)}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
