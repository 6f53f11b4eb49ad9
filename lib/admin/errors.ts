import { message } from '@/lib/contract/messages';
import { AdminCallError } from './client';
import type { AdminLang } from './texts';

/** The back-office page's language (its <html lang>, set from the staff member's choice). */
function pageLang(): AdminLang {
  return typeof document !== 'undefined' && document.documentElement.lang.startsWith('es') ? 'es' : 'pt';
}

/** How long to wait, in words: "45 segundos", "1 minuto", "3 minutos". */
export function waitText(seconds: number, lang: AdminLang): string {
  // The same words in both languages.
  void lang;
  if (seconds < 60) return `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}

/**
 * The one way the back office turns a failed call into a line of text: the API's message (already in the staff
 * member's language) with each field's messages; a 429 tells the real wait from Retry-After; no answer at all is
 * "service unavailable" in the page's language.
 */
export function adminErrorText(err: unknown, lang: AdminLang = pageLang()): string {
  if (!(err instanceof AdminCallError)) return err instanceof Error ? err.message : String(err);
  if (err.status === 0) return message('unavailable', lang);
  if (err.status === 429 && err.retryAfter) {
    const wait = waitText(err.retryAfter, lang);
    return lang === 'es'
      ? `Demasiados intentos. Intente de nuevo en ${wait}.`
      : `Muitas tentativas. Tente de novo em ${wait}.`;
  }
  const errors = err.body.errors;
  const details = Array.isArray(errors)
    ? errors.filter((e): e is string => typeof e === 'string' && e !== err.message)
    : Object.entries((errors as Record<string, string[] | string>) ?? {}).map(
        ([field, m]) => `${field}: ${Array.isArray(m) ? m.join(' ') : m}`,
      );
  return [err.message, ...details].filter(Boolean).join(' ');
}
