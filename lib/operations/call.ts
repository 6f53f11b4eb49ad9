import type { z } from 'zod';
import { AdminCallError, EcomError, errorFromAnswer, pageLang, SESSION_LOST_EVENT, text } from './errors';
import { fillPath } from './path-rule';
import type { Base, Row } from './rows';
import type { OperationName, Operations } from './table';

/**
 * The browser's one client for every call of the table (./table.ts), shopper's and staff's: same-origin calls to
 * the storefront's /api/ecom/… or /api/admin/… proxy (the session cookie rides along by itself; no token is ever
 * visible here), built from the row. A 2xx answer is parsed with the row's schema, so what a hook returns is what
 * lib/contract says. A failure becomes the audience's error: an EcomError with spec §8's message for a shopper, an
 * AdminCallError with the API's body for staff, both with the 429's Retry-After. Accept-Language follows
 * ./errors.ts's pageLang (the back office's own choice, else the page's language).
 */
type Op<N extends OperationName> = Operations[N];
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type Answer<N extends OperationName> = Op<N>['response'] extends z.ZodType
  ? z.output<Op<N>['response']>
  : Response;
/** A row's body: its request schema's input, a form for a multipart row; staff rows name no request schema yet. */
type Body<N extends OperationName> =
  Op<N> extends { request: infer R }
    ? R extends z.ZodType
      ? { json: z.input<R> }
      : { form: FormData }
    : Op<N> extends { base: 'admin' }
      ? { json?: unknown; form?: FormData }
      : { json?: undefined };
type Params<N extends OperationName> = [ParamsOf<Op<N>['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamsOf<Op<N>['path']>, string | number> };

type Query = Record<string, string | number | null | undefined>;
export type CallInput<N extends OperationName> = Body<N> &
  Params<N> & {
    query?: Query;
    signal?: AbortSignal;
  };
export type CallArgs<N extends OperationName> =
  Partial<CallInput<N>> extends CallInput<N> ? [CallInput<N>?] : [CallInput<N>];

/** What sendCall takes when the caller's names are not the table's own (lib/admin/client.ts's adminCall). */
export interface LooseInput {
  params?: Record<string, string | number>;
  query?: Query;
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal;
}

/** The storefront path of a call: /api and the row's API path with its parameters filled in, and the query. */
export function urlOf(
  name: string,
  row: Pick<Row, 'path'>,
  params: Record<string, string | number> = {},
  query: Query = {},
): string {
  const path = fillPath(row.path, params, name);
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== null && v !== undefined) search.set(k, String(v));
  const qs = search.toString();
  return `/api${path}${qs ? `?${qs}` : ''}`;
}

/** The audience's error for a refusal (or, status 0, no answer at all). */
function failure(base: Base, status: number, body: unknown, retryAfter: number | null = null): Error {
  if (base === 'admin') {
    const b = (body && typeof body === 'object' ? body : {}) as AdminCallError['body'];
    return new AdminCallError(status, b, retryAfter);
  }
  return status === 0 ? new EcomError(0, text('unavailable')) : errorFromAnswer(status, body, retryAfter);
}

/**
 * The client without the table's types: one row, handed in by its audience's client (lib/ecom/client.ts,
 * lib/admin/client.ts) so that neither bundle carries the other's rows; the answer parsed with its schema.
 */
export async function sendCall(name: string, op: Row, input: LooseInput = {}): Promise<unknown> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': pageLang() === 'es' ? 'es-PY' : 'pt-BR',
  };
  let body: BodyInit | undefined;
  if (input.form) body = input.form;
  else if (input.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(input.json);
  }
  let url: string;
  try {
    url = urlOf(name, op, input.params, input.query);
  } catch {
    // A parameter outside the shared rule: the proxy's own answer to it, without the round trip.
    throw failure(op.base, 404, { message: text('notFound') });
  }
  let res: Response;
  try {
    res = await fetch(url, {
      method: op.method,
      headers,
      body,
      credentials: 'same-origin',
      cache: 'no-store',
      signal: input.signal,
      // A cart write the shopper clicked just before following a link still lands (decision 0021).
      keepalive: op.keepalive,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw failure(op.base, 0, {});
  }
  if (op.response === 'binary' && res.ok) return res;
  const data: unknown = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) {
    // A shopper's lost session: not for a wrong password at login, nor a logout's own answer.
    if (
      res.status === 401 &&
      op.base === 'ecom' &&
      name !== 'login' &&
      name !== 'logout' &&
      typeof window !== 'undefined'
    )
      window.dispatchEvent(new Event(SESSION_LOST_EVENT));
    const wait = Number(res.headers.get('retry-after'));
    throw failure(op.base, res.status, data, Number.isFinite(wait) && wait > 0 ? wait : null);
  }
  // The back office's bodiless answers are parsed as {} (a message-only schema accepts it).
  const parsed = (op.response as z.ZodType).safeParse(op.base === 'admin' ? (data ?? {}) : data);
  // An answer the contract does not describe is the server's fault, not the caller's: spec §8's 500 text.
  if (!parsed.success)
    throw op.base === 'admin'
      ? new AdminCallError(502, { message: text('serverError') })
      : new EcomError(502, text('serverError'));
  return parsed.data;
}

/** A typed call for one audience's rows: `callIn(SHOPPER_ROWS)('addLine', { params, json })`. */
export function callIn<R extends Record<string, Row>>(rows: R) {
  return <N extends keyof R & OperationName>(name: N, ...[input]: CallArgs<N>): Promise<Answer<N>> =>
    sendCall(name, rows[name], input as LooseInput) as Promise<Answer<N>>;
}
