import type { NextRequest } from 'next/server';
import { proxyEcom } from '@/lib/session/ecom-proxy';

export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ path: string[] }> };

/** The other customer calls, by allowlist (lib/session/ecom-routes.ts). */
async function handle(req: NextRequest, { params }: Ctx) {
  return proxyEcom(req, (await params).path);
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
