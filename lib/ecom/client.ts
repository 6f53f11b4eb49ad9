import type { z } from 'zod';
import { EcomError, errorFromAnswer, pageLang, SESSION_LOST_EVENT, text } from './errors';
import { OPERATIONS, type OperationName, type Operations } from './operations';
import { fillPath } from './path-rule';

/**
 * The browser's only way to the customer API: same-origin calls to the storefront's /api/ecom/… handlers (the
 * session cookie rides along by itself; no token is ever visible here), built from the operations table. A 2xx
 * answer is parsed with the row's schema, so what a hook returns is what lib/contract says; a failure becomes an
 * EcomError with spec §8's message in the page's language.
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
type Body<N extends OperationName> =
  Op<N> extends { request: infer R }
    ? R extends z.ZodType
      ? { json: z.input<R> }
      : { form: FormData }
    : { json?: undefined };
type Params<N extends OperationName> = [ParamsOf<Op<N>['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamsOf<Op<N>['path']>, string | number> };

export type CallInput<N extends OperationName> = Body<N> &
  Params<N> & {
    query?: Record<string, string | number | null | undefined>;
    signal?: AbortSignal;
  };

/** The storefront path of a call: the row's path with its parameters filled in, and the query. */
export function pathOf(
  name: OperationName,
  params: Record<string, string | number> = {},
  query: CallInput<OperationName>['query'] = {},
): string {
  const path = fillPath(OPERATIONS[name].path, params, name);
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== null && v !== undefined) search.set(k, String(v));
  const qs = search.toString();
  return `/api/ecom/${path}${qs ? `?${qs}` : ''}`;
}

export async function ecom<N extends OperationName>(
  name: N,
  ...[input]: Partial<CallInput<N>> extends CallInput<N> ? [CallInput<N>?] : [CallInput<N>]
): Promise<Answer<N>> {
  const op = OPERATIONS[name];
  const call = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: CallInput<N>['query'];
    json?: unknown;
    form?: FormData;
    signal?: AbortSignal;
  };
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': pageLang() === 'es' ? 'es-PY' : 'pt-BR',
  };
  let body: BodyInit | undefined;
  if (call.form) body = call.form;
  else if (call.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.json);
  }
  let url: string;
  try {
    url = pathOf(name, call.params, call.query);
  } catch {
    // A parameter outside the shared rule: the proxy's own answer to it, without the round trip.
    throw new EcomError(404, text('notFound'));
  }
  let res: Response;
  try {
    res = await fetch(url, {
      method: op.method,
      headers,
      body,
      credentials: 'same-origin',
      cache: 'no-store',
      signal: call.signal,
      // A cart write the shopper clicked just before following a link still lands (decision 0021).
      keepalive: 'keepalive' in op ? op.keepalive : undefined,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new EcomError(0, text('unavailable'));
  }
  if (op.response === 'binary' && res.ok) return res as Answer<N>;
  const data: unknown = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) {
    // A wrong password at login is no lost session; a logout's own answer never starts another logout.
    if (res.status === 401 && name !== 'login' && name !== 'logout' && typeof window !== 'undefined')
      window.dispatchEvent(new Event(SESSION_LOST_EVENT));
    throw errorFromAnswer(res.status, data);
  }
  const parsed = (op.response as z.ZodType).safeParse(data);
  // An answer the contract does not describe is the server's fault, not the shopper's: spec §8's 500 text.
  if (!parsed.success) throw new EcomError(502, text('serverError'));
  return parsed.data as Answer<N>;
}
