import type { Metadata, Viewport } from 'next';
import { cookies, headers } from 'next/headers';
import type { ReactNode } from 'react';
import { AdminShell } from '@/components/admin/admin-shell';
import { ADMIN_LANG_COOKIE, adminLocale, type AdminLang } from '@/lib/admin/texts';
import { NONCE_HEADER } from '@/lib/http/admin-csp';
import '../globals.css';

// Staff pages: per request, never cached, never indexed.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Back office — Loja CDE', robots: { index: false, follow: false } };
export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const requestHeaders = await headers();
  // proxy.ts puts a fresh nonce and its CSP on every /admin request (Next stamps the nonce on its scripts). Without
  // one the proxy's matcher missed this page: refuse to serve staff a page with no script policy.
  if (!requestHeaders.get(NONCE_HEADER)) throw new Error('Back-office page rendered without its CSP nonce: check proxy.ts matcher');
  const chosen = (await cookies()).get(ADMIN_LANG_COOKIE)?.value;
  const lang: AdminLang = chosen === 'es' || chosen === 'pt' ? chosen : /^\s*es\b/i.test(requestHeaders.get('accept-language') ?? '') ? 'es' : 'pt';
  return (
    <html lang={adminLocale(lang)}>
      <body className="min-h-screen bg-zinc-50 text-zinc-900">
        <AdminShell lang={lang}>{children}</AdminShell>
      </body>
    </html>
  );
}
