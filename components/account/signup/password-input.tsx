'use client';

import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { describedBy, inputClass } from '@/components/account/form/field';
import type { SignupValues } from './signup-values';

/** Password with a show/hide toggle (a real button, labelled, pressed state announced). */
export function PasswordInput({
  name,
  id,
  error,
  hint,
  labels,
}: {
  name: 'password' | 'password_confirmation';
  id: string;
  error?: string;
  hint?: string;
  labels: { show: string; hide: string };
}) {
  const { register } = useFormContext<SignupValues>();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        maxLength={20}
        className={`${inputClass} pr-12`}
        {...describedBy(id, error, hint ? `${id}-hint` : undefined)}
        {...register(name)}
      />
      <button
        type="button"
        className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-muted hover:text-plum-900"
        aria-label={visible ? labels.hide : labels.show}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
          <circle cx="12" cy="12" r="3" />
          {visible && <path d="M4 4l16 16" />}
        </svg>
      </button>
    </div>
  );
}
