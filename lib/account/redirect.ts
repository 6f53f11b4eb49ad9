import { localizePath, splitLocale } from '@/lib/i18n/paths';
import { LOCALES } from '@/lib/i18n/config';

const PROBE_ORIGIN = 'https://probe.invalid';

/**
 * True when `path` can only lead to a page of this site: it starts with one "/", holds no backslash or control
 * character (tab and newline included), and neither it nor its percent-decoded form (a browser or a framework may decode it
 * later) starts with "//" or "/\", and a URL parser resolves it against this origin to this origin.
 */
export function isSameOriginPath(path: string): boolean {
  let decoded = path;
  for (let i = 0; i < 3; i++) {
    if (!decoded.startsWith('/') || decoded.startsWith('//') || decoded.includes('\\')) return false;
    if ([...decoded].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return false;
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return false;
    }
    if (next === decoded) break;
    decoded = next;
  }
  try {
    return (
      new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN &&
      new URL(decoded, PROBE_ORIGIN).origin === PROBE_ORIGIN
    );
  } catch {
    return false;
  }
}

function fullyDecoded(path: string): string {
  let decoded = path;
  for (let i = 0; i < 3 && decoded.includes('%'); i++) decoded = decodeURIComponent(decoded);
  return decoded;
}

/**
 * The login page's `redirect` parameter as a canonical (pt-BR) path of this site, or the fallback. Checked before
 * and after every transformation it goes through (the locale prefix removed here, either locale's prefix added
 * back by the form), so "/es-PY//evil.example" cannot become "//evil.example" (issue 18 point 7).
 */
export function safeRedirect(value: unknown, fallback = '/perfil'): string {
  if (typeof value !== 'string' || value.length > 2000 || !isSameOriginPath(value)) return fallback;
  const { path } = splitLocale(value.split('#')[0]);
  if (!isSameOriginPath(path)) return fallback;
  if (LOCALES.some((locale) => !isSameOriginPath(localizePath(locale, path)))) return fallback;
  // The same steps on the decoded form: whatever decodes the target later must not reach another host either.
  const page = splitLocale(fullyDecoded(path.split('?')[0])).path;
  if (!isSameOriginPath(page) || page.replace(/\/+$/, '') === '/login') return fallback;
  return path;
}
