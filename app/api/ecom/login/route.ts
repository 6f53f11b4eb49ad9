import type { NextRequest } from 'next/server';
import { login } from '@/lib/session/ecom-proxy';

export const dynamic = 'force-dynamic';

/** POST {email, password} → API /ecom/login; sets the HttpOnly session cookie and answers {user}. */
export function POST(req: NextRequest) {
  return login(req);
}
