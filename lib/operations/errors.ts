import { message, type MessageKey } from '@/lib/contract/messages';

/**
 * A customer call that failed, with spec §8's message in the page's language. 422s carry field → messages for
 * the form's fields; a 429 the seconds the API asked to wait (its Retry-After).
 */
export class EcomError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** 422: field → messages, for the form's fields. */
    readonly fieldErrors: Record<string, string[]> = {},
    /** 429: seconds until the API takes the call again (its Retry-After). */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'EcomError';
  }
}

/**
 * A staff call that failed, as the back office shows it (lib/admin/errors.ts): the API's body as it came (its
 * message is already in the staff member's language, with its extras), the status and the wait.
 */
export class AdminCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; errors?: unknown; handed_over_by?: string; handed_over_at?: string },
    /** 429: seconds until the API takes the call again (its Retry-After). */
    readonly retryAfter: number | null = null,
  ) {
    super(body.message ?? `HTTP ${status}`);
  }
}

/** Fired on a 401: the session is gone (the handler already cleared its cookie). */
export const SESSION_LOST_EVENT = 'ecom:session-lost';

/**
 * The one language rule for browser calls: the back office's own choice (its `admin_lang` cookie is scoped to
 * /admin pages, so a shopper's page never sees it), else the page's <html lang>.
 */
export function pageLang(): 'pt' | 'es' {
  if (typeof document === 'undefined') return 'pt';
  const chosen = /(?:^|;\s*)admin_lang=(es|pt)(?:;|$)/.exec(document.cookie)?.[1];
  if (chosen) return chosen === 'es' ? 'es' : 'pt';
  return document.documentElement.lang.startsWith('es') ? 'es' : 'pt';
}

export function text(key: MessageKey): string {
  return message(key, pageLang());
}

/** 400/403 lists joined, without repeating the message itself. */
function joined(errors: unknown, except: string | null): string | null {
  if (!Array.isArray(errors)) return null;
  return errors.filter((e): e is string => typeof e === 'string' && e !== except).join(' ') || null;
}

/** Spec §8: 422 "Campo: {field} - messages"; 400/403 joined; 404 and 500 fixed texts; no answer "Serviço indisponível". */
export function errorFromAnswer(status: number, body: unknown, retryAfter: number | null = null): EcomError {
  const b = (body && typeof body === 'object' ? body : {}) as { message?: unknown; errors?: unknown };
  const serverMessage = typeof b.message === 'string' && b.message ? b.message : null;
  if (status === 422) {
    const fields: Record<string, string[]> = {};
    if (b.errors && typeof b.errors === 'object' && !Array.isArray(b.errors)) {
      for (const [field, list] of Object.entries(b.errors)) {
        const msgs = (Array.isArray(list) ? list : [list]).filter((m): m is string => typeof m === 'string');
        if (msgs.length) fields[field] = msgs;
      }
    }
    const lines = Object.entries(fields).map(([f, m]) => `${f} - ${m.join(', ')}`);
    return new EcomError(status, serverMessage ?? (lines.join('\n') || text('validationFailed')), fields);
  }
  if (status === 400 || status === 403) {
    return new EcomError(
      status,
      [serverMessage, joined(b.errors, serverMessage)].filter(Boolean).join(' ') ||
        text(status === 400 ? 'badRequest' : 'forbidden'),
    );
  }
  if (status === 404) return new EcomError(status, text('notFound'));
  if (status === 401) return new EcomError(status, serverMessage ?? text('unauthenticated'));
  if (status === 429) return new EcomError(status, serverMessage ?? text('tooManyRequests'), {}, retryAfter);
  if (status === 503 || status === 502 || status === 504) return new EcomError(status, text('unavailable'));
  if (status >= 500) return new EcomError(status, text('serverError'));
  return new EcomError(status, serverMessage ?? text('serverError'));
}
