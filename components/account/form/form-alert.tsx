import type { ReactNode } from 'react';

const tones = {
  error: 'border-danger/30 bg-danger/5 text-danger',
  success: 'border-success/30 bg-success/5 text-success',
  info: 'border-gold-400/50 bg-gold-100/60 text-plum-900',
} as const;

/** A form's message block: errors are announced at once, success and notices politely. */
export function FormAlert({
  tone,
  children,
  className = '',
}: {
  tone: keyof typeof tones;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-4 py-3 text-sm whitespace-pre-line ${tones[tone]} ${className}`}
    >
      {children}
    </div>
  );
}
