import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { AdminShell } from '@/components/admin/admin-shell';
import { adminLangOfRequest, currentStaff } from '@/lib/admin/staff-session';
import { adminLocale } from '@/lib/admin/texts';
import { NONCE_HEADER } from '@/lib/http/admin-csp';
import '../globals.css';

// Staff pages: per request, never cached, never indexed.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: 'Back office — Loja CDE',
  robots: { index: false, follow: false },
};
export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const requestHeaders = await headers();
  // proxy.ts puts a fresh nonce and its CSP on every /admin request (Next stamps the nonce on its scripts). Without
  // one the proxy's matcher missed this page: refuse to serve staff a page with no script policy.
  if (!requestHeaders.get(NONCE_HEADER))
    throw new Error('Back-office page rendered without its CSP nonce: check proxy.ts matcher');
  const lang = await adminLangOfRequest();
  // Who is signed in, read here for the shell's menu (each page's StaffPage reads the same, once per request).
  const session = await currentStaff();
  return (
    <html lang={adminLocale(lang)}>
      <body className="min-h-screen bg-zinc-50 text-zinc-900">
        <AdminShell lang={lang} me={session.state === 'in' ? session.me : null}>
          {children}
        </AdminShell>
      </body>
    </html>
  );
}
