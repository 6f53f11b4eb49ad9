import { LRUCache } from 'lru-cache';
import { MAX_AGE_SECONDS } from './signature';

/**
 * Nonces of accepted revalidation calls, each kept until its timestamp leaves the freshness window (after which
 * the signature check refuses the call anyway). Only calls with a valid signature get here, so only the API can
 * fill it; when it is full of live nonces, new calls are refused rather than an old nonce forgotten early.
 * Per storefront process: with several replicas a replay could reach another one, where it only purges again.
 */
type NonceResult = 'fresh' | 'replayed' | 'full';

export function createReplayGuard({
  maxNonces = 10_000,
  now = Date.now,
}: { maxNonces?: number; now?: () => number } = {}) {
  const seen = new LRUCache<string, true>({ max: maxNonces, perf: { now }, ttlResolution: 0 });
  return {
    /** Records the nonce of a call signed at timestampSeconds; 'replayed' when it was already used in the window. */
    check(nonce: string, timestampSeconds: number): NonceResult {
      if (seen.has(nonce)) return 'replayed';
      if (seen.size >= maxNonces) {
        seen.purgeStale();
        if (seen.size >= maxNonces) return 'full';
      }
      seen.set(nonce, true, { ttl: Math.max(1, (timestampSeconds + MAX_AGE_SECONDS + 1) * 1000 - now()) });
      return 'fresh';
    },
  };
}
