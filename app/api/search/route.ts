import { NextResponse, type NextRequest } from 'next/server';
import { getProducts } from '@/lib/api';
import { rateLimitedResponse } from '@/lib/api/rate-limited';
import { REQUEST_ID_HEADER, requestIdOf, withRequestId } from '@/lib/api/request-id';
import { shopperAddress } from '@/lib/api/storefront-identity';
import { SEARCH_MAX_SUGGESTIONS, normalizeSearchTerm, shouldSuggest } from '@/lib/catalog/search';
import type { Suggestion } from '@/lib/catalog/suggestion';
import { displayPrice } from '@/lib/catalog/price';
import { apiLang, currencyOfSegment, isCurrencySegment, isLocale } from '@/lib/i18n/config';

/**
 * Autocomplete proxy: the browser never calls the API host. Spec §9: in-stock only, ordered by
 * p_text ascending, all_products=1, at most 4. Made for one shopper: the API rate-limits their address (120/min)
 * and a 429 is passed on with its Retry-After. Browsers may reuse an answer for 60 s (Cache-Control below).
 */
export async function GET(req: NextRequest) {
  const q = req.nextUrl.searchParams;
  const text = normalizeSearchTerm(q.get('text') ?? '');
  const locale = q.get('locale');
  const currency = q.get('currency');
  if (!shouldSuggest(text) || !isLocale(locale) || !isCurrencySegment(currency)) {
    return NextResponse.json({ data: [] satisfies Suggestion[] });
  }
  // The same id in both logs and back to the browser (decision 0029), as the other route handlers do.
  const requestId = requestIdOf(req.headers);
  try {
    const res = await getProducts(
      {
        locale,
        currencyId: currencyOfSegment(currency).id,
        text,
        perPage: SEARCH_MAX_SUGGESTIONS,
        orderBy: 'p_text',
        order: 'asc',
        inStock: true,
        allProducts: true,
      },
      // no-store: Next's fetch cache would keep an entry per distinct typed text, without bound; the API
      // answers repeats from its own bounded cache.
      0,
      shopperAddress(req.headers),
      requestId,
    );
    const data: Suggestion[] = res.data.slice(0, SEARCH_MAX_SUGGESTIONS).map((p) => ({
      id: p.id,
      nome: p.nome,
      slug: p.slug,
      codigo: p.codigo,
      image: p.imagens[0]?.url ?? null,
      price: displayPrice(p),
    }));
    return NextResponse.json(
      { data },
      {
        headers: {
          'Cache-Control': 'public, max-age=60, stale-while-revalidate=300',
          [REQUEST_ID_HEADER]: requestId,
        },
      },
    );
  } catch (err) {
    const limited = rateLimitedResponse(err, apiLang(locale));
    if (limited) return withRequestId(limited, requestId);
    console.error(`[search] suggestions failed: ${(err as Error).message} request_id=${requestId}`);
    return NextResponse.json({ data: [] }, { status: 502, headers: { [REQUEST_ID_HEADER]: requestId } });
  }
}
