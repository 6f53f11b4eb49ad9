import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { customerFetch } from '@/lib/api/customer-client';
import { requestIdOf } from '@/lib/api/request-id';
import { shopperAddress } from '@/lib/api/storefront-identity';
import { staffSchema, type StaffBody } from '@/lib/contract/admin';
import { localeFromAcceptLanguage } from '@/lib/i18n/accept-language';
import { STAFF_COOKIE } from './bff';
import { ADMIN_LANG_COOKIE, type AdminLang } from './texts';

/**
 * Who is signed in to the back office, read on the server for this request (once: React's cache shares it between
 * the layout and the page), so a page without a staff session redirects in its HTML, not after its scripts.
 */
export type StaffSession = { state: 'in'; me: StaffBody } | { state: 'out' } | { state: 'down' };

export const currentStaff = cache(async (): Promise<StaffSession> => {
  const token = (await cookies()).get(STAFF_COOKIE)?.value;
  if (!token) return { state: 'out' };
  const h = await headers();
  try {
    const res = await customerFetch({
      method: 'GET',
      path: '/admin/session/me',
      token,
      acceptLanguage: h.get('accept-language'),
      requestId: requestIdOf(h),
      // The storefront's proof (the API answers /admin only to it, decision 0041), with the staff member's address.
      shopperIp: shopperAddress(h),
      timeoutMs: 8000,
    });
    if (res.status === 401 || res.status === 403) return { state: 'out' };
    if (!res.ok) return { state: 'down' };
    const me = staffSchema.safeParse(await res.json());
    return me.success ? { state: 'in', me: me.data } : { state: 'down' };
  } catch {
    return { state: 'down' };
  }
});

/** The back office's one language rule: the staff member's pick (cookie), else the browser's first choice (q-values). */
export async function adminLangOfRequest(): Promise<AdminLang> {
  const chosen = (await cookies()).get(ADMIN_LANG_COOKIE)?.value;
  if (chosen === 'es' || chosen === 'pt') return chosen;
  return localeFromAcceptLanguage((await headers()).get('accept-language')) === 'es-PY' ? 'es' : 'pt';
}
