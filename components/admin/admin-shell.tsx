'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import type { StaffBody, StaffRole } from '@/lib/contract/admin';
import { adminCall } from '@/lib/admin/client';
import { makeAdminQueryClient } from '@/lib/admin/queries';
import { ADMIN_LANG_COOKIE, ADMIN_TEXT, type AdminLang } from '@/lib/admin/texts';
import { isCameraPage } from '@/lib/http/admin-csp';
import { AdminProvider } from './admin-context';

const NAV: {
  href: string;
  key:
    | 'today'
    | 'orders'
    | 'counter'
    | 'rates'
    | 'staff'
    | 'audit'
    | 'catalog'
    | 'content'
    | 'sales'
    | 'invoiceNumbers'
    | 'newOrder'
    | 'account';
  roles: StaffRole[];
}[] = [
  { href: '/admin', key: 'today', roles: ['owner', 'manager', 'clerk'] },
  { href: '/admin/pedidos', key: 'orders', roles: ['owner', 'manager', 'clerk'] },
  { href: '/admin/novo-pedido', key: 'newOrder', roles: ['owner', 'manager', 'clerk'] },
  { href: '/admin/balcao', key: 'counter', roles: ['owner', 'manager', 'clerk'] },
  { href: '/admin/cotacoes', key: 'rates', roles: ['owner', 'manager'] },
  { href: '/admin/vendas', key: 'sales', roles: ['owner', 'manager'] },
  { href: '/admin/equipe', key: 'staff', roles: ['owner'] },
  { href: '/admin/auditoria', key: 'audit', roles: ['owner'] },
  { href: '/admin/catalogo', key: 'catalog', roles: ['owner', 'manager'] },
  { href: '/admin/conteudo', key: 'content', roles: ['owner', 'manager'] },
  // SIFEN's inutilización of skipped numbers (issue 27).
  { href: '/admin/faturas', key: 'invoiceNumbers', roles: ['owner', 'manager'] },
  // Everyone's own authenticator (a clerk enrols here; issue 26).
  { href: '/admin/conta', key: 'account', roles: ['owner', 'manager', 'clerk'] },
];

/**
 * The frame of every back-office page: who is signed in (read on the server by the layout: a page never waits for
 * scripts to know), the sections their role opens, language, sign-out, and the React Query client of the tab.
 */
export function AdminShell({
  lang,
  me,
  children,
}: {
  lang: AdminLang;
  me: StaffBody | null;
  children: ReactNode;
}) {
  const t = ADMIN_TEXT[lang];
  const path = usePathname();
  const router = useRouter();
  const [queryClient] = useState(makeAdminQueryClient);
  const current = (href: string) => (href === '/admin' ? path === '/admin' : path.startsWith(href));

  const switchLang = (next: AdminLang) => {
    document.cookie = `${ADMIN_LANG_COOKIE}=${next}; path=/admin; max-age=31536000; samesite=strict`;
    router.refresh();
  };
  // A whole page load: the layout reads the (now absent) session again and nothing of the last person stays.
  const signOut = async () => {
    await adminCall('logout').catch(() => null);
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose (see above)
    window.location.assign('/admin/entrar');
  };

  return (
    <QueryClientProvider client={queryClient}>
      <AdminProvider value={{ lang, t, me }}>
        <header className="border-b border-zinc-300 bg-zinc-900 text-white print:hidden">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
            <span className="font-semibold">Loja CDE · {t.title}</span>
            {/* One scrolling row on a phone: wrapped, an owner's eleven sections took three rows of the first screen. */}
            {me && (
              <nav
                aria-label={t.title}
                className="flex w-full gap-4 overflow-x-auto text-sm whitespace-nowrap md:w-auto md:flex-wrap md:gap-3 md:overflow-visible"
              >
                {NAV.filter((n) => n.roles.includes(me.role)).map((n) => {
                  const className = `inline-flex min-h-11 items-center ${current(n.href) ? 'underline' : 'hover:underline'}`;
                  const here = current(n.href) ? ('page' as const) : undefined;
                  // Into or out of the counter, a whole page load: a document keeps the Permissions-Policy it was
                  // loaded with, and only the counter's opens the camera (lib/http/admin-csp.ts).
                  if (isCameraPage(n.href) || isCameraPage(path)) {
                    return (
                      <a key={n.href} href={n.href} className={className} aria-current={here}>
                        {t[n.key]}
                      </a>
                    );
                  }
                  return (
                    <Link key={n.href} href={n.href} className={className} aria-current={here}>
                      {t[n.key]}
                    </Link>
                  );
                })}
              </nav>
            )}
            <div className="ml-auto flex items-center gap-3 text-sm">
              <label className="flex items-center gap-1">
                <span>{t.language}</span>
                <select
                  value={lang}
                  onChange={(e) => switchLang(e.target.value as AdminLang)}
                  className="rounded bg-zinc-800 px-1 py-0.5"
                >
                  <option value="pt">Português</option>
                  <option value="es">Español</option>
                </select>
              </label>
              {me && (
                <>
                  <span>
                    {me.name} ({t.roles[me.role]})
                  </span>
                  <button
                    type="button"
                    onClick={signOut}
                    className="rounded border border-white/60 px-2 py-0.5"
                  >
                    {t.signOut}
                  </button>
                </>
              )}
            </div>
          </div>
        </header>
        <main id="main" className="mx-auto max-w-6xl px-4 py-6">
          {children}
        </main>
      </AdminProvider>
    </QueryClientProvider>
  );
}
