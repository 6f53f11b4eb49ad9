import { z } from 'zod';
import { API_URL } from '@/lib/api/client';

export const dynamic = 'force-dynamic';

/** The four feeds there are (issue 28): anything else is a 404 without a call to the API. */
const feedParams = z.union([
  z.object({ kind: z.literal('google'), file: z.enum(['py.xml', 'br.xml']) }),
  z.object({ kind: z.literal('meta'), file: z.enum(['py.csv', 'br.csv']) }),
]);

/**
 * /feeds/google/{py|br}.xml and /feeds/meta/{py|br}.csv on the site's own origin (the one Merchant Center and
 * Commerce Manager verify). The API makes and keeps the file; this handler only streams its answer through, so a
 * feed of 100,000 products never sits in the storefront's memory. The same for everyone: no cookie is read.
 */
export async function GET(req: Request, { params }: { params: Promise<{ kind: string; file: string }> }) {
  const parsed = feedParams.safeParse(await params);
  if (!parsed.success) return new Response('Not found', { status: 404 });
  const { kind, file } = parsed.data;
  const etag = req.headers.get('if-none-match');
  try {
    const res = await fetch(`${API_URL}/feeds/${kind}/${file}`, {
      headers: etag ? { 'if-none-match': etag } : {},
      cache: 'no-store',
      // Making a feed of 100,000 products takes seconds; a crawler waits longer than that.
      signal: AbortSignal.timeout(60_000),
    });
    if (res.status !== 200 && res.status !== 304) throw new Error(`API ${res.status}`);
    const headers = new Headers({ 'Cache-Control': res.headers.get('cache-control') ?? 'no-store' });
    for (const name of ['content-type', 'etag']) {
      const value = res.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(res.status === 304 ? null : res.body, { status: res.status, headers });
  } catch (err) {
    console.error(`[feeds] ${kind}/${file} failed: ${(err as Error).message}`);
    // Merchant Center retries a 503 later instead of emptying the catalogue.
    return new Response('Feed temporarily unavailable', {
      status: 503,
      headers: { 'Retry-After': '600', 'Cache-Control': 'no-store' },
    });
  }
}
