import type { ReactNode } from 'react';

/** Submit with a loading label, disabled while the request runs (spec §2). */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  className = '',
}: {
  pending: boolean;
  label: ReactNode;
  pendingLabel: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending}
      className={`btn-primary h-11 disabled:cursor-wait disabled:opacity-70 ${className}`}
    >
      {pending && (
        <span
          aria-hidden
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      )}
      {pending ? pendingLabel : label}
    </button>
  );
}
