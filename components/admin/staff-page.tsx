import Link from 'next/link';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import type { Access } from '@/lib/admin/operations';
import { adminLangOfRequest, currentStaff } from '@/lib/admin/staff-session';
import { ADMIN_TEXT } from '@/lib/admin/texts';
import { fill } from '@/lib/admin/day-words';

/**
 * The server-side door of a back-office page: no staff session → the sign-in page, in the HTML itself (a 307
 * before any script runs); a role the page is not for → a page that says so and shows nothing it cannot use.
 * `access` is the same role list the operations table gives the page's calls.
 */
export async function StaffPage({ access, children }: { access: Access; children: ReactNode }) {
  const session = await currentStaff();
  if (session.state === 'out') redirect('/admin/entrar');
  const t = ADMIN_TEXT[await adminLangOfRequest()];
  if (session.state === 'down') {
    return (
      <section className="flex flex-col gap-2">
        <h1 className="text-xl font-semibold">{t.downTitle}</h1>
        <p>{t.downText}</p>
      </section>
    );
  }
  if (access !== 'public' && !access.includes(session.me.role)) {
    return (
      <section className="flex flex-col gap-3" data-testid="refused">
        <h1 className="text-xl font-semibold">{t.refusedTitle}</h1>
        <p>{fill(t.refusedText, { role: t.roles[session.me.role] })}</p>
        <p>
          <Link
            href="/admin"
            className="inline-flex min-h-12 items-center rounded bg-blue-800 px-4 font-medium text-white"
          >
            {t.goToday}
          </Link>
        </p>
      </section>
    );
  }
  return children;
}
