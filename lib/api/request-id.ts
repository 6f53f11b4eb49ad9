import 'server-only';
import { randomUUID } from 'node:crypto';
import { serverEnv } from '@/lib/env/server-env';

/**
 * One id per shopper request, sent to the API as `x-request-id` and written in both logs
 * (docs/decisions/0029-operations-signals.md). The API takes it only from the proven storefront and answers
 * with the id its own log lines carry, so a failure is found on both sides by one string.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** The API's own rule: no spaces or line breaks, so an id can never forge a log line. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/** The incoming request's id: the trusted proxy's X-Request-ID (TRUST_REQUEST_ID=on), otherwise a new one. */
export function requestIdOf(headers: Headers): string {
  const offered = serverEnv.trustRequestId ? headers.get(REQUEST_ID_HEADER) : null;
  return offered && WELL_FORMED.test(offered) ? offered : randomUUID();
}

/**
 * One line in the storefront's log for an API call that failed (a 5xx, or no answer at all), with the id to
 * look up in the API's log: the one sent, or the one the API answered with.
 */
export function logApiFailure(
  call: { method: string; path: string; requestId?: string | null },
  outcome: Response | unknown,
): void {
  const answered = outcome instanceof Response;
  const id = (answered ? outcome.headers.get(REQUEST_ID_HEADER) : null) ?? call.requestId ?? 'none';
  const what = answered
    ? `answered ${outcome.status}`
    : `unreachable (${outcome instanceof Error ? outcome.name : 'error'})`;
  console.error(`API ${call.method} ${call.path.split('?', 1)[0]} ${what} request_id=${id}`);
}

/** A ready answer (a passed-on 429) with the request's id added, so the shopper can quote it. */
export function withRequestId<R extends Response>(res: R, requestId: string): R {
  res.headers.set(REQUEST_ID_HEADER, requestId);
  return res;
}
