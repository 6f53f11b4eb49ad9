import type { ReactNode } from 'react';

/** A field label followed by "(optional)" in a lighter weight. */
export function OptionalLabel({ label, optional }: { label: ReactNode; optional: string }) {
  return (
    <>
      {label} <span className="font-normal text-muted">({optional})</span>
    </>
  );
}
