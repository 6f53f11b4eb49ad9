import { forwardRef } from 'react';

export interface ServerErrorsLabels {
  title: string;
  /** Label of a field by its contract name (falls back to the name itself). */
  field: (name: string) => string;
}

/** Spec §2/§8: the API's answer to a refused registration, each field's name with its messages. */
export const ServerErrors = forwardRef<
  HTMLDivElement,
  { message: string; errors: Record<string, string[]>; labels: ServerErrorsLabels }
>(function ServerErrors({ message, errors, labels }, ref) {
  const fields = Object.entries(errors);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-card border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-ink"
    >
      <p className="font-semibold text-danger">{labels.title}</p>
      <p className="mt-1">{message}</p>
      {fields.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {fields.map(([name, messages]) => (
            <li key={name}>
              <span className="font-medium">{labels.field(name)}:</span> {messages.join(' ')}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
