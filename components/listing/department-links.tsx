import type { NavLink } from '@/lib/catalog/nav';
import { ListingLink } from './listing-pending';

/** Departments of the current tree (or the categories when none is chosen). Hrefs may carry the kept sort. */
export function DepartmentLinks({
  title,
  links,
  currentHref,
}: {
  title: string;
  links: NavLink[];
  currentHref: string;
}) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={title}>
      <h2 className="mb-2 text-xs font-semibold tracking-widest text-muted uppercase">{title}</h2>
      <ul className="space-y-0.5">
        {links.map((l) => {
          const current = l.href.split('?')[0] === currentHref;
          return (
            <li key={l.href}>
              <ListingLink
                href={l.href}
                aria-current={current ? 'page' : undefined}
                className={`block rounded-md px-2 py-1.5 text-sm ${current ? 'bg-plum-900 font-semibold text-white' : 'text-ink hover:bg-plum-50'}`}
              >
                {l.name}
              </ListingLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
