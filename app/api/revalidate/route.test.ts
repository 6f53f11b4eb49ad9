import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deriveKey } from '@/lib/contract/secrets';
import { revalidationHeaders } from '@/lib/revalidate/signature';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));
const { POST } = await import('./route');

const APP_SECRET = 'route-test-secret';
/** The storefront checks signatures with the revalidation key derived from APP_SECRET, not APP_SECRET itself. */
const SECRET = deriveKey(APP_SECRET, 'revalidation');
const call = (body: string, headers: Record<string, string>) =>
  POST(new NextRequest('http://shop.test/api/revalidate', { method: 'POST', body, headers }));

describe('POST /api/revalidate', () => {
  beforeEach(() => vi.stubEnv('APP_SECRET', APP_SECRET));
  afterEach(() => {
    vi.unstubAllEnvs();
    revalidateTag.mockReset();
  });

  it('revalidates each tag of a signed call', async () => {
    const body = JSON.stringify({ tags: ['catalog', 'product:42'] });
    const res = await call(body, revalidationHeaders(SECRET, body));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ revalidated: ['catalog', 'product:42'] });
    expect(revalidateTag.mock.calls).toEqual([
      ['catalog', 'max'],
      ['product:42', 'max'],
    ]);
  });

  it('expires at once when asked', async () => {
    const body = JSON.stringify({ tags: ['team'], immediate: true });
    await call(body, revalidationHeaders(SECRET, body));
    expect(revalidateTag).toHaveBeenCalledWith('team', { expire: 0 });
  });

  it('answers 401 to a bad or stale signature, 422 to a bad body, 503 without a secret', async () => {
    const body = JSON.stringify({ tags: ['catalog'] });
    expect((await call(body, revalidationHeaders('wrong', body))).status).toBe(401);
    expect((await call(body, revalidationHeaders(SECRET, body, Date.now() - 10 * 60_000))).status).toBe(401);
    expect((await call(body, {})).status).toBe(401);
    const bad = JSON.stringify({ tags: 'catalog' });
    expect((await call(bad, revalidationHeaders(SECRET, bad))).status).toBe(422);
    expect(revalidateTag).not.toHaveBeenCalled();
    vi.stubEnv('APP_SECRET', '');
    expect((await call(body, revalidationHeaders(SECRET, body))).status).toBe(503);
  });
});
