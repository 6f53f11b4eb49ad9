import Link from '@/components/ui/soft-link';

export interface Crumb {
  name: string;
  href: string;
}

/** Breadcrumb trail; the last item is the current page (not a link). */
export function Breadcrumbs({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="text-xs text-muted">
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((b, i) => (
          <li key={`${b.href}-${i}`} className="flex min-w-0 items-center gap-1.5">
            {i > 0 && <span aria-hidden="true">/</span>}
            {i === items.length - 1 ? (
              <span aria-current="page" className="line-clamp-1 text-ink">
                {b.name}
              </span>
            ) : (
              <Link href={b.href} className="hover:text-plum-700 hover:underline">
                {b.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
