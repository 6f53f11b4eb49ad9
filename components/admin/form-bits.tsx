'use client';

import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

/** A labelled input: every back-office field has a visible label (axe, and a counter clerk in a hurry). */
export function Field({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium">{label}</span>
      <input className="min-h-11 rounded border border-zinc-400 bg-white px-2 py-1.5" {...input} />
    </label>
  );
}

/** A labelled select, styled like Field. */
export function Select({
  label,
  children,
  ...props
}: { label: string; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium">{label}</span>
      <select className="min-h-11 rounded border border-zinc-400 bg-white px-2 py-1.5" {...props}>
        {children}
      </select>
    </label>
  );
}

export function ErrorLine({ children }: { children: ReactNode }) {
  return children ? (
    <p role="alert" className="rounded border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-800">
      {children}
    </p>
  ) : null;
}

/**
 * What follows a confirmed action (invoices, SIFEN numbers): the step-up prompt when the API asks for a fresh code,
 * then the action's error or its result, read out as a status.
 */
export function ActionOutcome({ prompt, error, done }: { prompt: ReactNode; error: string; done: string }) {
  return (
    <>
      {prompt}
      <ErrorLine>{error}</ErrorLine>
      {done ? (
        <p role="status" className="text-sm">
          {done}
        </p>
      ) : null}
    </>
  );
}

export function Button({
  children,
  ...props
}: { children: ReactNode } & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      className="min-h-11 rounded bg-blue-800 px-4 py-2 text-sm font-medium text-white hover:bg-blue-900 disabled:opacity-50"
      {...props}
    >
      {children}
    </button>
  );
}

/** Dates in the staff's language, Paraguay's clock. */
export const when = (iso: string | null, locale: string) =>
  iso
    ? new Date(iso).toLocaleString(locale, {
        timeZone: 'America/Asuncion',
        dateStyle: 'short',
        timeStyle: 'short',
      })
    : '—';
