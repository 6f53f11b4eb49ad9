import type { Step } from './signup-values';

/** Where the shopper is among the four steps: numbered dots on wide screens, a bar and a line of text on phones. */
export function SignupProgress({
  steps,
  current,
  names,
  summary,
}: {
  steps: readonly Step[];
  current: number;
  names: Record<Step, string>;
  summary: string;
}) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-medium text-plum-700 sm:sr-only">{summary}</p>
      <div className="h-1.5 overflow-hidden rounded-full bg-plum-100 sm:hidden" aria-hidden="true">
        <div
          className="h-full rounded-full bg-plum-700 transition-all"
          style={{ width: `${((current + 1) / steps.length) * 100}%` }}
        />
      </div>
      <ol className="hidden items-center gap-2 sm:flex" aria-hidden="true">
        {steps.map((step, i) => (
          <li key={step} className="flex flex-1 items-center gap-2 last:flex-none">
            <span
              className={`grid size-8 shrink-0 place-items-center rounded-full text-sm font-semibold ${
                i < current
                  ? 'bg-plum-700 text-white'
                  : i === current
                    ? 'bg-plum-900 text-white ring-4 ring-plum-100'
                    : 'bg-plum-50 text-muted ring-1 ring-line'
              }`}
            >
              {i < current ? '✓' : i + 1}
            </span>
            <span
              className={`text-sm whitespace-nowrap ${i === current ? 'font-semibold text-plum-900' : 'text-muted'}`}
            >
              {names[step]}
            </span>
            {i < steps.length - 1 && (
              <span className={`h-px flex-1 ${i < current ? 'bg-plum-700' : 'bg-line'}`} />
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
