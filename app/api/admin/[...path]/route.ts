import type { NextRequest } from 'next/server';
import { proxyAdmin } from '@/lib/admin/bff';

export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ path: string[] }> };

/** The back office's calls, by the staff rows of the one operation table (lib/operations/staff.ts). */
async function handle(req: NextRequest, { params }: Ctx) {
  return proxyAdmin(req, (await params).path);
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
