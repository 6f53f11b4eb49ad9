import { NextResponse, type NextRequest } from 'next/server';
import {
  ATTRIBUTION_COOKIE,
  ATTRIBUTION_MAX_AGE,
  CAMPAIGN_PARAMS,
  hasCampaign,
  parseAttribution,
  serializeAttribution,
  touchFrom,
  withTouch,
} from '@/lib/contract/attribution';
import { serverEnv } from '@/lib/env/server-env';

/**
 * A page opened from a campaign link (utm_*, gclid, fbclid, a seller's `vendedor=`): the campaign goes into the
 * first-party attribution cookie and the browser is sent on to the same address without those parameters. The
 * cookie therefore rides on a no-store redirect, never on a cached catalogue page, and every campaign's visitors
 * share the one cached page instead of each link making its own (decision 0050). Null: not a campaign visit.
 */
export function campaignLanding(request: NextRequest, now = Date.now()): NextResponse | null {
  const params = request.nextUrl.searchParams;
  if (!hasCampaign(params)) return null;
  const found = touchFrom(params, now);
  const url = request.nextUrl.clone();
  for (const p of CAMPAIGN_PARAMS) url.searchParams.delete(p);
  const res = NextResponse.redirect(url, 307);
  res.headers.set('Cache-Control', 'no-store');
  if (found) {
    const previous = parseAttribution(request.cookies.get(ATTRIBUTION_COOKIE)?.value);
    res.cookies.set(ATTRIBUTION_COOKIE, serializeAttribution(withTouch(previous, found)), {
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secure: serverEnv.siteUrl.startsWith('https://'),
      maxAge: ATTRIBUTION_MAX_AGE,
    });
  }
  return res;
}
