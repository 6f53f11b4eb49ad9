import type { NextRequest } from 'next/server';
import { register } from '@/lib/session/ecom-proxy';

export const dynamic = 'force-dynamic';

/** Multipart registration streamed to the API; registration logs in, so it sets the cookie like login. */
export function POST(req: NextRequest) {
  return register(req);
}
