import { ProviderUnavailable } from './types';

/**
 * POSTs a JSON body to a provider and reads its JSON answer. A timeout, a network error, a 5xx or a body that is not
 * JSON is ProviderUnavailable: the caller answers the shopper with a clear message and writes nothing.
 */
export async function postJson(fetchFn: typeof fetch, url: string, body: unknown, timeoutMs: number): Promise<unknown> {
  let res: Response;
  try {
    res = await fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new ProviderUnavailable(`${new URL(url).host}: ${(error as Error).name}`);
  }
  if (res.status >= 500) throw new ProviderUnavailable(`${new URL(url).host} answered ${res.status}`);
  try {
    return await res.json();
  } catch {
    throw new ProviderUnavailable(`${new URL(url).host} answered ${res.status} without JSON`);
  }
}
