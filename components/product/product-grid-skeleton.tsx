import { PAGE_SIZE } from '@/lib/catalog/pagination';

/** Spec §2: 20 placeholder cards while a listing loads. */
export function ProductGridSkeleton({
  count = PAGE_SIZE,
  wide = false,
  label,
}: {
  count?: number;
  wide?: boolean;
  label?: string;
}) {
  return (
    <div role="status" aria-live="polite">
      {label && <span className="sr-only">{label}</span>}
      <ul
        aria-hidden="true"
        className={`grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 ${wide ? 'lg:grid-cols-4 xl:grid-cols-5' : 'lg:grid-cols-3 xl:grid-cols-4'}`}
      >
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-card border border-line/70 bg-paper">
            <div className="skeleton aspect-square rounded-none" />
            <div className="space-y-2 p-3">
              <div className="skeleton h-3 w-1/3" />
              <div className="skeleton h-4 w-full" />
              <div className="skeleton h-4 w-2/3" />
              <div className="skeleton mt-3 h-5 w-1/2" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
