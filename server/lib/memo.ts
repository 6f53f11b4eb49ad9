/**
 * A value computed once and kept for `ttlMs`; concurrent callers share one computation. Reference and
 * taxonomy data change rarely, and a short TTL keeps stateless replicas consistent without coordination.
 */
export function memo<T>(ttlMs: number, compute: () => Promise<T>): { get(): Promise<T>; clear(): void } {
  let value: Promise<T> | undefined;
  let expires = 0;
  return {
    get() {
      const now = Date.now();
      if (!value || now >= expires) {
        expires = now + ttlMs;
        const pending = compute();
        value = pending;
        // A failed computation is not cached: the next caller tries again.
        pending.catch(() => {
          if (value === pending) value = undefined;
        });
      }
      return value;
    },
    clear() {
      value = undefined;
    },
  };
}
