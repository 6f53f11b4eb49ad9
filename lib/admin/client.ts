import { sendCall } from '@/lib/operations/call';
import { STAFF_ROWS, type AdminAnswer, type AdminOperation } from '@/lib/operations/staff';

/**
 * The back office's names for the one browser client (lib/operations/call.ts): `adminCall('refund', { params })`
 * is the table's `admin.refund` row through /api/admin (the BFF). Failures are AdminCallErrors (the API's body,
 * the status, a 429's Retry-After); Accept-Language is the staff member's chosen language.
 */
export { AdminCallError } from '@/lib/operations/errors';

export interface AdminCallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | undefined>;
  body?: unknown;
}

/** The back office leaves empty filters out of the query (an unset select is ''). */
function filled(query?: Record<string, string | undefined>): Record<string, string> | undefined {
  return query && Object.fromEntries(Object.entries(query).filter((e): e is [string, string] => !!e[1]));
}

/** Browser → /api/admin (the BFF) for one operation of the table; the answer is checked against its contract. */
export function adminCall<O extends AdminOperation>(
  op: O,
  { params, query, body }: AdminCallInput = {},
): Promise<AdminAnswer<O>> {
  return sendCall(`admin.${op}`, STAFF_ROWS[`admin.${op}`], {
    params,
    query: filled(query),
    json: body,
  }) as Promise<AdminAnswer<O>>;
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
export function adminUpload<O extends AdminOperation>(
  op: O,
  form: FormData,
  { params, query }: Omit<AdminCallInput, 'body'> = {},
): Promise<AdminAnswer<O>> {
  return sendCall(`admin.${op}`, STAFF_ROWS[`admin.${op}`], {
    params,
    query: filled(query),
    form,
  }) as Promise<AdminAnswer<O>>;
}
