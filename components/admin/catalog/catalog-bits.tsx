'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useAdmin } from '../admin-context';

/** The catalogue's words in the staff member's language (the one dictionary's `cat` part). */
export function useCatalogText() {
  return useAdmin().t.cat;
}

/** Products · taxonomy · import: the catalogue's own sections. */
export function CatalogNav() {
  const c = useCatalogText();
  const path = usePathname();
  const links = [
    ['/admin/catalogo', c.products],
    ['/admin/catalogo/taxonomia', c.taxonomy],
    ['/admin/catalogo/importar', c.import],
  ] as const;
  return (
    <nav aria-label={c.products} className="mb-4 flex flex-wrap gap-3 text-sm">
      {links.map(([href, label]) => (
        <Link
          key={href}
          href={href}
          aria-current={path === href ? 'page' : undefined}
          className={`rounded border px-2 py-1 ${path === href ? 'border-blue-800 bg-blue-50 font-medium' : 'border-zinc-300 bg-white hover:bg-zinc-100'}`}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
