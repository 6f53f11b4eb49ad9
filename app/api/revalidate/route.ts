import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { deriveKey } from '@/lib/contract/secrets';
import { parseRevalidateBody } from '@/lib/revalidate/body';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyRevalidation } from '@/lib/revalidate/signature';

/**
 * On-demand revalidation, called by the store API when catalogue data changes (tags 'catalog',
 * 'product:{id}', 'team', …). Signed with APP_SECRET over the raw body, see lib/revalidate/signature.ts.
 */
export async function POST(req: NextRequest) {
  const secret = process.env.APP_SECRET ? deriveKey(process.env.APP_SECRET, 'revalidation') : undefined;
  // Without a secret nobody can sign, so nobody may purge: fail closed rather than open.
  if (!secret) return NextResponse.json({ message: 'Revalidation is not configured' }, { status: 503 });

  const raw = await req.text();
  const check = verifyRevalidation(secret, raw, req.headers.get(SIGNATURE_HEADER), req.headers.get(TIMESTAMP_HEADER));
  if (!check.ok) return NextResponse.json({ message: 'Invalid signature', reason: check.reason }, { status: 401 });

  const body = parseRevalidateBody(raw);
  if (!body) return NextResponse.json({ message: 'Body must be {"tags": string[]}' }, { status: 422 });

  // 'max' serves the stale page once while it re-renders (cheap); immediate makes the next request wait.
  for (const tag of body.tags) revalidateTag(tag, body.immediate ? { expire: 0 } : 'max');
  return NextResponse.json({ revalidated: body.tags }, { headers: { 'Cache-Control': 'no-store' } });
}
