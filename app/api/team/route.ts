import { NextResponse } from 'next/server';
import { loadTeam } from '@/app/[locale]/[currency]/vendedores/load-team';

/** Same-origin sellers for the team page's client fallback (the browser never calls the API host). */
export async function GET() {
  const team = await loadTeam();
  if (!team)
    return NextResponse.json(
      { message: 'Serviço indisponível, tente novamente mais tarde!' },
      { status: 502 },
    );
  return NextResponse.json(team, {
    headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' },
  });
}
