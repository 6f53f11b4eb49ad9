import { message } from '@/lib/contract/messages';
import { ADMIN_OPERATIONS, adminPath, type AdminAnswer, type AdminOperation } from './operations';

/**
 * The language the staff member picked in the back office (its cookie is scoped to /admin pages, so the BFF under
 * /api/admin never sees it): sent as Accept-Language, so the API's messages match the page's words.
 */
function languageHeader(): Record<string, string> {
  if (typeof document === 'undefined') return {};
  const chosen =
    /(?:^|;\s*)admin_lang=(es|pt)(?:;|$)/.exec(document.cookie)?.[1] ??
    (document.documentElement.lang.startsWith('es') ? 'es' : 'pt');
  return { 'accept-language': chosen === 'es' ? 'es-PY' : 'pt-BR' };
}

/** An API refusal as the back office shows it: the API's message (in the staff's language), its extras, the wait. */
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

export interface AdminCallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | undefined>;
  body?: unknown;
}

function queryString(query?: Record<string, string | undefined>): string {
  const qs = query
    ? new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => !!e[1])).toString()
    : '';
  return qs ? `?${qs}` : '';
}

async function send<O extends AdminOperation>(
  op: O,
  url: string,
  init: RequestInit,
): Promise<AdminAnswer<O>> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, cache: 'no-store' });
  } catch {
    throw new AdminCallError(0, {});
  }
  const json = await res.json().catch(() => ({}));
  if (!res.ok) {
    const wait = Number(res.headers.get('retry-after'));
    throw new AdminCallError(res.status, json, Number.isFinite(wait) && wait > 0 ? wait : null);
  }
  return ADMIN_OPERATIONS[op].response.parse(json) as AdminAnswer<O>;
}

/** The row's path, or a 404 as the BFF would answer for a parameter outside the shared rule (nothing is sent). */
function pathFor(op: AdminOperation, params?: Record<string, string | number>): string {
  try {
    return `/api${adminPath(op, params)}`;
  } catch {
    const lang =
      typeof document !== 'undefined' && document.documentElement.lang.startsWith('es') ? 'es' : 'pt';
    throw new AdminCallError(404, { message: message('notFound', lang) });
  }
}

/** Browser → /api/admin (the BFF) for one operation of the table; the answer is checked against its contract. */
export async function adminCall<O extends AdminOperation>(
  op: O,
  { params, query, body }: AdminCallInput = {},
): Promise<AdminAnswer<O>> {
  return send(op, `${pathFor(op, params)}${queryString(query)}`, {
    method: ADMIN_OPERATIONS[op].method,
    headers: { ...languageHeader(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** One picture through the shared upload (server/services/images): its stored URL and size, or AdminCallError. */
export function uploadPicture(file: File): Promise<AdminAnswer<'uploadPicture'>> {
  const form = new FormData();
  form.append('arquivo', file);
  return adminUpload('uploadPicture', form);
}

/**
 * A multipart call (a picture, an import file): the browser sets the boundary; same errors and checks as adminCall.
 * @public (the catalogue, banner and seller editors call it)
 */
export async function adminUpload<O extends AdminOperation>(
  op: O,
  form: FormData,
  { params, query }: Omit<AdminCallInput, 'body'> = {},
): Promise<AdminAnswer<O>> {
  return send(op, `${pathFor(op, params)}${queryString(query)}`, {
    method: ADMIN_OPERATIONS[op].method,
    body: form,
    headers: languageHeader(),
  });
}
