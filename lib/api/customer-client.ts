import 'server-only';
import { ATTRIBUTION_HEADER } from '@/lib/contract/attribution';
import { API_URL } from './client';
import { logApiFailure, REQUEST_ID_HEADER } from './request-id';
import { identityHeaders } from './storefront-identity';

/**
 * The per-customer client: never cached (`no-store`), any method, the bearer token taken from the session
 * cookie by the caller, the shopper's language passed on. Unlike the catalogue client (client.ts, cached for
 * every shopper under the "catalog" tag), its answers belong to one customer. It never forwards the browser's
 * Cookie header: the API sees only the headers listed here.
 */
export interface CustomerCall {
  method: string;
  /** API path with its query, e.g. "/ecom/me" or "/ecom/endereco/estados?pais_id=2". */
  path: string;
  token?: string;
  /** The shopper's Accept-Language (the API answers pt or es from it). */
  acceptLanguage?: string | null;
  body?: BodyInit | null;
  contentType?: string | null;
  contentLength?: string | null;
  /** The shopper's address, so the API's per-address limits count shoppers, not the storefront. */
  shopperIp?: string | null;
  /** The incoming request's id (request-id.ts): the API logs under it and answers with it. */
  requestId?: string | null;
  /** The attribution cookie's value, passed on the checkout call only (issue 28). */
  attribution?: string | null;
  timeoutMs?: number;
}

export function customerHeaders(call: Omit<CustomerCall, 'method' | 'path' | 'body'>): Headers {
  const h = new Headers({ accept: 'application/json' });
  if (call.token) h.set('authorization', `Bearer ${call.token}`);
  if (call.acceptLanguage) h.set('accept-language', call.acceptLanguage.slice(0, 200));
  if (call.contentType) h.set('content-type', call.contentType);
  if (call.contentLength) h.set('content-length', call.contentLength);
  if (call.requestId) h.set(REQUEST_ID_HEADER, call.requestId);
  if (call.attribution) h.set(ATTRIBUTION_HEADER, call.attribution.slice(0, 1000));
  // Only with a shopper address: a customer call is always made for one shopper, never the storefront's own.
  if (call.shopperIp) for (const [k, v] of Object.entries(identityHeaders(call.shopperIp))) h.set(k, v);
  return h;
}

/** Raw answer of the API (status and body untouched); throws only when the API cannot be reached. */
export async function customerFetch(call: CustomerCall): Promise<Response> {
  const hasBody =
    call.body !== undefined && call.body !== null && call.method !== 'GET' && call.method !== 'HEAD';
  let res: Response;
  try {
    res = await fetch(`${API_URL}${call.path.startsWith('/') ? call.path : `/${call.path}`}`, {
      method: call.method,
      headers: customerHeaders(call),
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.timeout(call.timeoutMs ?? 20_000),
      ...(hasBody ? { body: call.body, duplex: 'half' } : {}),
    } as RequestInit);
  } catch (error) {
    logApiFailure(call, error);
    throw error;
  }
  if (res.status >= 500) logApiFailure(call, res);
  return res;
}
