'use client';

import { fill } from '@/lib/admin/day-words';
import { useAdmin } from './admin-context';

/**
 * The pieces a filtered list (orders, audit log) shows around its filters on a phone: one button that unfolds them,
 * naming how many are on, and the active ones as chips that each remove their filter. Shared so both lists fold,
 * count and name their filters the same way.
 */
export function FiltersButton({
  open,
  onToggle,
  controls,
  count,
  className = '',
}: {
  open: boolean;
  onToggle: () => void;
  /** The id of the filters it folds. */
  controls: string;
  count: number;
  className?: string;
}) {
  const { t } = useAdmin();
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className={`min-h-12 rounded border border-zinc-500 bg-white px-4 font-medium ${className}`.trim()}
    >
      {t.filters}
      {count > 0 ? ` (${count})` : ''}
    </button>
  );
}

/** The active filters as chips ("Estado: Pago ✕"); a chip's name says it removes that filter. */
export function FilterChips<K extends string>({
  chips,
  onRemove,
}: {
  chips: { key: K; label: string; value: string }[];
  onRemove: (key: K) => void;
}) {
  const { t } = useAdmin();
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t.activeFilters} className="flex flex-wrap gap-2">
      {chips.map(({ key, label, value }) => (
        <li key={key}>
          <button
            type="button"
            onClick={() => onRemove(key)}
            aria-label={fill(t.removeFilter, { filter: `${label}: ${value}` })}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-blue-800 bg-blue-50 px-3 text-sm text-blue-900"
          >
            <span>
              {label}: <strong>{value}</strong>
            </span>
            <span aria-hidden="true">✕</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
