import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deriveKey } from '@/lib/contract/secrets';
import { revalidationHeaders } from '@/lib/revalidate/signature';

const APP_SECRET = 'route-test-secret-of-32-characters-long';
/** The storefront's configuration, as lib/env/server-env.ts would read it; mutable per test. */
const env = vi.hoisted(() => ({ revalidateKey: undefined as string | undefined }));
vi.mock('@/lib/env/server-env', () => ({ serverEnv: env }));
const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));
const { POST } = await import('./route');

/** The storefront checks signatures with REVALIDATE_KEY, the key the API derives from APP_SECRET (never APP_SECRET). */
const SECRET = deriveKey(APP_SECRET, 'revalidation');
const call = (body: BodyInit, headers: Record<string, string>) =>
  POST(
    new NextRequest('http://shop.test/api/revalidate', {
      method: 'POST',
      body,
      headers,
      duplex: 'half',
    } as never),
  );

describe('POST /api/revalidate', () => {
  env.revalidateKey = SECRET;
  afterEach(() => {
    env.revalidateKey = SECRET;
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

  it('refuses the same signed call a second time', async () => {
    const body = JSON.stringify({ tags: ['catalog'] });
    const headers = revalidationHeaders(SECRET, body);
    expect((await call(body, headers)).status).toBe(200);
    const replay = await call(body, headers);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ reason: 'replayed' });
    expect(revalidateTag).toHaveBeenCalledTimes(1);
  });

  it('refuses a body over 16 KB before reading it, declared or not', async () => {
    const big = JSON.stringify({ tags: ['catalog'], pad: 'x'.repeat(17 * 1024) });
    expect((await call(big, revalidationHeaders(SECRET, big))).status).toBe(413);
    const chunked = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(big));
        c.close();
      },
    });
    expect((await call(chunked, revalidationHeaders(SECRET, big))).status).toBe(413);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 401 to a bad or stale signature, 422 to a bad body, 503 without a secret', async () => {
    const body = JSON.stringify({ tags: ['catalog'] });
    expect((await call(body, revalidationHeaders('wrong', body))).status).toBe(401);
    expect((await call(body, revalidationHeaders(SECRET, body, Date.now() - 10 * 60_000))).status).toBe(401);
    expect((await call(body, {})).status).toBe(401);
    const bad = JSON.stringify({ tags: 'catalog' });
    expect((await call(bad, revalidationHeaders(SECRET, bad))).status).toBe(422);
    expect(revalidateTag).not.toHaveBeenCalled();
    env.revalidateKey = undefined;
    expect((await call(body, revalidationHeaders(SECRET, body))).status).toBe(503);
  });
});
