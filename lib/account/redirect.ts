import { splitLocale } from '@/lib/i18n/paths';

/**
 * The login page's `redirect` parameter as a canonical (pt-BR) path of this site, or the fallback: only a
 * local path is followed (never "//host" or a scheme), so the parameter cannot send anyone elsewhere.
 */
export function safeRedirect(value: unknown, fallback = '/perfil'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20)) return fallback;
  const { path } = splitLocale(value.split('#')[0]);
  if (path === '/login' || path.startsWith('/login?')) return fallback;
  return path;
}
