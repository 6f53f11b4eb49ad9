import type { Metadata, Viewport } from 'next';
import { cookies, headers } from 'next/headers';
import type { ReactNode } from 'react';
import { AdminShell } from '@/components/admin/admin-shell';
import { ADMIN_LANG_COOKIE, adminLocale, type AdminLang } from '@/lib/admin/texts';
import '../globals.css';

// Staff pages: per request, never cached, never indexed.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Back office — Loja CDE', robots: { index: false, follow: false } };
export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const chosen = (await cookies()).get(ADMIN_LANG_COOKIE)?.value;
  const lang: AdminLang = chosen === 'es' || chosen === 'pt' ? chosen : /^\s*es\b/i.test((await headers()).get('accept-language') ?? '') ? 'es' : 'pt';
  return (
    <html lang={adminLocale(lang)}>
      <body className="min-h-screen bg-zinc-50 text-zinc-900">
        <AdminShell lang={lang}>{children}</AdminShell>
      </body>
    </html>
  );
}
