import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { serverEnv } from '@/lib/env/server-env';
import { readCappedText } from '@/lib/http/read-capped-body';
import { parseRevalidateBody } from '@/lib/revalidate/body';
import { createReplayGuard } from '@/lib/revalidate/replay-guard';
import {
  NONCE_HEADER,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifyRevalidation,
} from '@/lib/revalidate/signature';

/**
 * On-demand revalidation, called by the store API when catalogue data changes (tags 'catalog',
 * 'product:{id}', 'team', …). Signed with REVALIDATE_KEY (the 'revalidation' key the API derives from APP_SECRET) over timestamp, nonce
 * and raw body (lib/revalidate/signature.ts); a nonce is accepted once; the body is capped before it is read.
 */
const MAX_BODY_BYTES = 16 * 1024;
const replays = createReplayGuard();
const noStore = { 'Cache-Control': 'no-store' };

export async function POST(req: NextRequest) {
  const secret = serverEnv.revalidateKey;
  // Without a secret nobody can sign, so nobody may purge: fail closed rather than open.
  if (!secret)
    return NextResponse.json(
      { message: 'Revalidation is not configured' },
      { status: 503, headers: noStore },
    );

  const raw = await readCappedText(req, MAX_BODY_BYTES);
  if (raw === null)
    return NextResponse.json(
      { message: `Body larger than ${MAX_BODY_BYTES} bytes` },
      { status: 413, headers: noStore },
    );
  const check = verifyRevalidation(secret, raw, {
    signature: req.headers.get(SIGNATURE_HEADER),
    timestamp: req.headers.get(TIMESTAMP_HEADER),
    nonce: req.headers.get(NONCE_HEADER),
  });
  if (!check.ok)
    return NextResponse.json(
      { message: 'Invalid signature', reason: check.reason },
      { status: 401, headers: noStore },
    );
  const nonce = replays.check(check.nonce, check.timestamp);
  if (nonce === 'replayed')
    return NextResponse.json(
      { message: 'Invalid signature', reason: 'replayed' },
      { status: 401, headers: noStore },
    );
  if (nonce === 'full')
    return NextResponse.json(
      { message: 'Too many revalidation calls' },
      { status: 429, headers: { ...noStore, 'Retry-After': '60' } },
    );

  const body = parseRevalidateBody(raw);
  if (!body)
    return NextResponse.json(
      { message: 'Body must be {"tags": string[]}' },
      { status: 422, headers: noStore },
    );

  // 'max' serves the stale page once while it re-renders (cheap); immediate makes the next request wait.
  for (const tag of body.tags) revalidateTag(tag, body.immediate ? { expire: 0 } : 'max');
  return NextResponse.json({ revalidated: body.tags }, { headers: noStore });
}
