import type { NextRequest } from 'next/server';
import { logout } from '@/lib/session/ecom-proxy';

export const dynamic = 'force-dynamic';

/** Revokes the session at the API and clears the session cookies. */
export function POST(req: NextRequest) {
  return logout(req);
}
