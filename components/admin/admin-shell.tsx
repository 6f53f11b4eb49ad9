'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
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
  // Below md the sections fold behind a Menu button (an owner's twelve did not fit 390 px in one row, and wrapped
  // they took a third of the first screen); from md up they are always shown, on a row of their own under the name
  // and the signed-in person (beside them they wrapped into a third header row).
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeOnEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    menuButton.current?.focus();
  };
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
            {me && (
              <button
                ref={menuButton}
                type="button"
                aria-expanded={menuOpen}
                aria-controls="admin-sections"
                onClick={() => setMenuOpen((open) => !open)}
                className="ml-auto inline-flex min-h-11 items-center gap-2 rounded border border-white/60 px-3 text-sm md:hidden"
              >
                {/* Three bars, drawn: no icon font; the word is the name. */}
                <span aria-hidden="true" className="flex w-4 flex-col gap-[3px]">
                  <span className="h-0.5 bg-current" />
                  <span className="h-0.5 bg-current" />
                  <span className="h-0.5 bg-current" />
                </span>
                {t.menu}
              </button>
            )}
            {me && (
              <nav
                id="admin-sections"
                aria-label={t.navLabel}
                onKeyDown={closeOnEscape}
                className={`${menuOpen ? 'flex' : 'hidden'} order-last w-full flex-col text-sm md:flex md:flex-row md:flex-wrap md:gap-x-3`}
              >
                {NAV.filter((n) => n.roles.includes(me.role)).map((n) => {
                  // A phone's list: one full-width row per section, a line between them.
                  const className = `inline-flex min-h-11 items-center border-t border-white/20 md:border-0 ${current(n.href) ? 'font-semibold underline' : 'hover:underline'}`;
                  const here = current(n.href) ? ('page' as const) : undefined;
                  const close = () => setMenuOpen(false);
                  // Into or out of the counter, a whole page load: a document keeps the Permissions-Policy it was
                  // loaded with, and only the counter's opens the camera (lib/http/admin-csp.ts).
                  if (isCameraPage(n.href) || isCameraPage(path)) {
                    return (
                      <a key={n.href} href={n.href} className={className} aria-current={here} onClick={close}>
                        {t[n.key]}
                      </a>
                    );
                  }
                  return (
                    <Link
                      key={n.href}
                      href={n.href}
                      className={className}
                      aria-current={here}
                      onClick={close}
                    >
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
