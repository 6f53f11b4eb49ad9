import { ADMIN_OPERATIONS, adminPath, type AdminAnswer, type AdminOperation } from './operations';

/**
 * The language the staff member picked in the back office (its cookie is scoped to /admin pages, so the BFF under
 * /api/admin never sees it): sent as Accept-Language, so the API's messages match the page's words.
 */
function languageHeader(): Record<string, string> {
  const chosen = typeof document === 'undefined' ? undefined : /(?:^|;\s*)admin_lang=(es|pt)(?:;|$)/.exec(document.cookie)?.[1];
  return chosen ? { 'accept-language': chosen === 'es' ? 'es-PY' : 'pt-BR' } : {};
}

/** An API refusal as the back office shows it: the API's message (in the staff's language) and its extras. */
export class AdminCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; errors?: unknown; handed_over_by?: string; handed_over_at?: string },
  ) {
    super(body.message ?? `HTTP ${status}`);
  }
}

/** Browser → /api/admin (the BFF) for one operation of the table; the answer is checked against its contract. */
export async function adminCall<O extends AdminOperation>(
  op: O,
  { params, query, body }: { params?: Record<string, string | number>; query?: Record<string, string | undefined>; body?: unknown } = {},
): Promise<AdminAnswer<O>> {
  const def = ADMIN_OPERATIONS[op];
  const qs = query ? new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => !!e[1])).toString() : '';
  const res = await fetch(`/api${adminPath(op, params)}${qs ? `?${qs}` : ''}`, {
    method: def.method,
    headers: { ...languageHeader(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: 'no-store',
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new AdminCallError(res.status, json);
  return def.response.parse(json) as AdminAnswer<O>;
}

/**
 * A multipart call (a picture, an import file): the browser sets the boundary; same errors and checks as adminCall.
 * @public (the catalogue, banner and seller editors call it)
 */
/** One picture through the shared upload (server/services/images): its stored URL and size, or AdminCallError. */
export function uploadPicture(file: File): Promise<AdminAnswer<'uploadPicture'>> {
  const form = new FormData();
  form.append('arquivo', file);
  return adminUpload('uploadPicture', form);
}

export async function adminUpload<O extends AdminOperation>(op: O, form: FormData, { params, query }: { params?: Record<string, string | number>; query?: Record<string, string | undefined> } = {}): Promise<AdminAnswer<O>> {
  const def = ADMIN_OPERATIONS[op];
  const qs = query ? new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => !!e[1])).toString() : '';
  const res = await fetch(`/api${adminPath(op, params)}${qs ? `?${qs}` : ''}`, { method: def.method, body: form, headers: languageHeader(), cache: 'no-store' });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new AdminCallError(res.status, json);
  return def.response.parse(json) as AdminAnswer<O>;
}
