import { identityHeaders } from '@/lib/api/storefront-identity';
import { startResponseSchema, type StartData } from '@/lib/contract';
import { serverEnv } from '@/lib/env/server-env';

/**
 * Start data for the proxy's numeric-param redirect. fetch caching does not work in the proxy, so a
 * small in-process memo (3 minutes, like the spec's category refresh) keeps these rare redirects cheap.
 */
const TTL_MS = 180_000;
const memo = new Map<string, { at: number; data: StartData }>();

export async function startForRedirect(lang: 'pt' | 'es'): Promise<StartData | null> {
  const hit = memo.get(lang);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.data;
  try {
    // Memoized for every shopper: the storefront's own call, never rate-limited.
    const res = await fetch(`${serverEnv.apiUrl}/api/public/start?lang=${lang}`, {
      headers: identityHeaders(),
      signal: AbortSignal.timeout(3000),
    });
    if (!res.ok) return null;
    const data = startResponseSchema.parse(await res.json());
    memo.set(lang, { at: Date.now(), data });
    return data;
  } catch {
    return null;
  }
}
