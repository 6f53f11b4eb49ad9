export function xmlResponse(body: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400',
    },
  });
}

/** 503 + Retry-After: crawlers come back later instead of dropping URLs from an empty answer. */
export function sitemapUnavailable(): Response {
  return new Response('Sitemap temporarily unavailable', {
    status: 503,
    headers: { 'Retry-After': '600', 'Cache-Control': 'no-store' },
  });
}
