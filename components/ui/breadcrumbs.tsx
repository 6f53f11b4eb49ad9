import Link from '@/components/ui/soft-link';

export interface Crumb {
  name: string;
  href: string;
}

/**
 * Breadcrumb trail; the last item is the current page (not a link). The items' and links' classes are set once on
 * the list (`*:`, `[&_a]:`) and the keys are positions: server markup is carried twice (HTML and RSC payload), so
 * per-item strings cost twice per crumb (decision 0035).
 */
export function Breadcrumbs({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="text-xs text-muted">
      <ol className="flex flex-wrap items-center gap-1.5 *:flex *:min-w-0 *:items-center *:gap-1.5 [&_a]:hover:text-plum-700 [&_a]:hover:underline">
        {items.map((b, i) => (
          // A trail never reorders: the position is its identity.
          <li key={i}>
            {i > 0 && <span aria-hidden="true">/</span>}
            {i === items.length - 1 ? (
              <span aria-current="page" className="line-clamp-1 text-ink">
                {b.name}
              </span>
            ) : (
              <Link href={b.href}>{b.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
