import { message, type MessageKey } from '@/lib/contract/messages';

/**
 * The browser's only way to the customer API: same-origin calls to the storefront's /api/ecom/… handlers (the
 * session cookie rides along by itself; no token is ever visible here). Failures become an EcomError whose
 * message follows spec §8's generic resolver, in the page's language.
 */
export class EcomError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** 422: field → messages, for the form's fields. */
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'EcomError';
  }
}

/** Fired on a 401: the session is gone (the handler already cleared its cookie). */
export const SESSION_LOST_EVENT = 'ecom:session-lost';

export interface EcomInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart (the browser sets the boundary). */
  form?: FormData;
  signal?: AbortSignal;
  /**
   * The browser finishes the call even if the page is left meanwhile (a cart write the shopper clicked just
   * before following a link). Its body counts against the browser's 64 KB for such calls: small JSON only.
   */
  keepalive?: boolean;
}

function pageLang(): 'pt' | 'es' {
  return typeof document !== 'undefined' && document.documentElement.lang.startsWith('es') ? 'es' : 'pt';
}

function text(key: MessageKey): string {
  return message(key, pageLang());
}

/** 400/403 lists joined, without repeating the message itself. */
function joined(errors: unknown, except: string | null): string | null {
  if (!Array.isArray(errors)) return null;
  return errors.filter((e): e is string => typeof e === 'string' && e !== except).join(' ') || null;
}

/** Spec §8: 422 "Campo: {field} - messages"; 400/403 joined; 404 and 500 fixed texts; no answer "Serviço indisponível". */
export function errorFromAnswer(status: number, body: unknown): EcomError {
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
    return new EcomError(status, [serverMessage, joined(b.errors, serverMessage)].filter(Boolean).join(' ') || text(status === 400 ? 'badRequest' : 'forbidden'));
  }
  if (status === 404) return new EcomError(status, text('notFound'));
  if (status === 401) return new EcomError(status, serverMessage ?? text('unauthenticated'));
  if (status === 429) return new EcomError(status, serverMessage ?? text('tooManyRequests'));
  if (status === 503 || status === 502 || status === 504) return new EcomError(status, text('unavailable'));
  if (status >= 500) return new EcomError(status, text('serverError'));
  return new EcomError(status, serverMessage ?? text('serverError'));
}

/** `ecomFetch('cliente/address')` → parsed JSON of a 2xx answer, or throws EcomError. */
export async function ecomFetch<T = unknown>(path: string, init: EcomInit = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': pageLang() === 'es' ? 'es-PY' : 'pt-BR' };
  let body: BodyInit | undefined;
  if (init.form) body = init.form;
  else if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  let res: Response;
  try {
    res = await fetch(`/api/ecom/${path.replace(/^\/+/, '')}`, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      credentials: 'same-origin',
      cache: 'no-store',
      signal: init.signal,
      keepalive: init.keepalive,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new EcomError(0, text('unavailable'));
  }
  const data: unknown = res.status === 204 ? null : await res.json().catch(() => null);
  if (res.ok) return data as T;
  // A wrong password at login is no lost session.
  if (res.status === 401 && path !== 'login' && typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_LOST_EVENT));
  throw errorFromAnswer(res.status, data);
}
