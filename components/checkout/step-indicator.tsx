/** Spec §2: two steps, cart review then payment. */
export function StepIndicator({
  step,
  labels,
}: {
  step: 0 | 1;
  labels: { steps: string; review: string; payment: string; current: string };
}) {
  const items = [labels.review, labels.payment];
  return (
    <nav aria-label={labels.steps} className="mb-6">
      <ol className="flex items-center gap-3 text-sm">
        {items.map((text, i) => (
          <li key={text} className="flex items-center gap-2" aria-current={i === step ? 'step' : undefined}>
            <span
              className={`grid size-7 place-items-center rounded-full text-xs font-bold ${i <= step ? 'bg-plum-900 text-white' : 'border border-line text-muted'}`}
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <span className={i === step ? 'font-semibold text-plum-900' : 'text-muted'}>
              {text}
              {i === step && <span className="sr-only"> {labels.current}</span>}
            </span>
            {i === 0 && <span className="mx-1 h-px w-8 bg-line" aria-hidden="true" />}
          </li>
        ))}
      </ol>
    </nav>
  );
}
