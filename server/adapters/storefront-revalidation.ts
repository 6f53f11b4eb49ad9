import { revalidationHeaders } from '../../lib/revalidate/signature';
import type { ApiConfig } from '../config';

/**
 * Tells the storefront that catalogue data changed, so its ISR pages re-render now rather than when their
 * timer runs out. Best effort: a storefront that is down or not yet started re-renders on its own timer, so a
 * failure is reported, never thrown.
 */
export async function revalidateStorefront(
  config: Pick<ApiConfig, 'storefrontUrl' | 'keys'>,
  tags: string[],
  fetchImpl: typeof fetch = fetch,
  /** true: the next request renders fresh (after a price change); default: stale-while-revalidate. */
  immediate = false,
): Promise<{ ok: boolean; status?: number; error?: string }> {
  const body = JSON.stringify(immediate ? { tags, immediate } : { tags });
  try {
    const res = await fetchImpl(`${config.storefrontUrl.replace(/\/$/, '')}/api/revalidate`, {
      method: 'POST',
      body,
      headers: revalidationHeaders(config.keys.revalidation, body),
      signal: AbortSignal.timeout(5000),
    });
    return { ok: res.ok, status: res.status };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}
