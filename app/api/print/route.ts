import { NextResponse, type NextRequest } from 'next/server';
import { getProducts, type ProductsParams } from '@/lib/api';
import { rateLimitedResponse } from '@/lib/api/rate-limited';
import { shopperAddress } from '@/lib/api/storefront-identity';
import { displayPrice } from '@/lib/catalog/price';
import { PRINT_FETCH_PAGE_SIZE, printPageCount, printRequestFromQuery, type PrintRequest, type PrintResponse, type PrintRow } from '@/lib/catalog/print-scope';
import { sortToApi } from '@/lib/catalog/sort';
import type { ProductSummary } from '@/lib/contract';
import { apiLang, currencyOfSegment } from '@/lib/i18n/config';

/** Parallel API reads per print: fast enough for a whole catalogue, gentle on a 2-core API. */
const CONCURRENCY = 4;

function toRow(p: ProductSummary): PrintRow {
  return {
    id: p.id,
    codigo: p.codigo,
    nome: p.nome,
    brand: p.brand?.nome ?? null,
    image: p.imagens[0]?.url ?? null,
    price: displayPrice(p),
    usd: p.mostrar_preco ? p.valor_venda : null,
  };
}

function apiParams({ locale, currency, scope }: PrintRequest): ProductsParams {
  return {
    locale,
    currencyId: currencyOfSegment(currency).id,
    perPage: PRINT_FETCH_PAGE_SIZE,
    // Spec §9: price lists carry in-stock products only.
    inStock: true,
    text: scope.text,
    categoryId: scope.categoryId,
    departmentId: scope.departmentId,
    brandId: scope.brandId,
    brandIds: scope.brandIds,
    special: scope.special ? 'only' : undefined,
    nomeSistema: scope.special || undefined,
    allProducts: scope.allProducts,
    // Same order as the listing on screen; a text search without a sort keeps the API's relevance.
    ...(scope.sort || !scope.text ? sortToApi(scope.sort) : {}),
  };
}

/**
 * Price list data for the print select (spec §2/§9): every page of the listing's filters, read
 * 20 at a time up to ceil(total / 20). The browser only talks to the storefront, never the API host.
 */
export async function GET(req: NextRequest) {
  const request = printRequestFromQuery(req.nextUrl.searchParams);
  if (!request) return NextResponse.json({ message: 'invalid print request' }, { status: 400 });
  const params = apiParams(request);
  // Every API read counts against the shopper who asked for the list.
  const shopper = shopperAddress(req.headers);
  try {
    const first = await getProducts({ ...params, page: 1 }, 60, shopper);
    const pages = printPageCount(first.total);
    const rest: ProductSummary[][] = [];
    const queue = Array.from({ length: Math.max(0, pages - 1) }, (_, i) => i + 2);
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let page = queue.shift(); page !== undefined; page = queue.shift()) {
          rest[page] = (await getProducts({ ...params, page }, 60, shopper)).data;
        }
      }),
    );
    const seen = new Set<number>();
    const rows = [first.data, ...rest.filter(Boolean)]
      .flat()
      // In stock only even if the API's flag handling changes; a product never appears twice.
      .filter((p) => p.tem_estoque && !seen.has(p.id) && seen.add(p.id))
      .map(toRow);
    const body: PrintResponse = { rows, total: first.total, truncated: printPageCount(first.total) * PRINT_FETCH_PAGE_SIZE < first.total };
    return NextResponse.json(body, { headers: { 'Cache-Control': 'private, max-age=60' } });
  } catch (err) {
    const limited = rateLimitedResponse(err, apiLang(request.locale));
    if (limited) return limited;
    console.error('[print] price list failed:', (err as Error).message);
    return NextResponse.json({ message: 'unavailable' }, { status: 502 });
  }
}
