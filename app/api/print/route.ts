import { NextResponse, type NextRequest } from 'next/server';
import { getPriceList } from '@/lib/api';
import { rateLimitedResponse } from '@/lib/api/rate-limited';
import { REQUEST_ID_HEADER, requestIdOf, withRequestId } from '@/lib/api/request-id';
import { shopperAddress } from '@/lib/api/storefront-identity';
import {
  printRequestFromQuery,
  type PrintRequest,
  type PrintResponse,
  type PrintRow,
} from '@/lib/catalog/print-scope';
import { sortToApi } from '@/lib/catalog/sort';
import type { PriceList, PriceListRow } from '@/lib/contract';
import { apiLang, currencyOfSegment } from '@/lib/i18n/config';
import { loadMessages } from '@/lib/i18n/messages';
import { currencyById, formatMoney } from '@/lib/money';

function toRow(r: PriceListRow, list: PriceList): PrintRow {
  return {
    id: r.id,
    codigo: r.codigo,
    nome: r.nome,
    brand: r.marca,
    image: r.imagem,
    // Formatted here, as on the listing's cards (lib/money), so the sheet shows what the shopper saw.
    price: r.preco_atual ? formatMoney(r.preco_atual.valor_venda, currencyById(list.moeda.id)) : null,
    usd: r.valor_venda,
  };
}

function apiParams({ locale, currency, scope }: PrintRequest): Parameters<typeof getPriceList>[0] {
  return {
    locale,
    currencyId: currencyOfSegment(currency).id,
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
 * Price list data for the print select (spec §2/§9): the listing's filters, in-stock only, every product in
 * one API call (the API caps it at 5,000 rows and says when it cut). The browser only talks to the
 * storefront, never the API host.
 */
export async function GET(req: NextRequest) {
  const request = printRequestFromQuery(req.nextUrl.searchParams);
  if (!request) return NextResponse.json({ message: 'invalid print request' }, { status: 400 });
  // The same id in both logs and back to the browser (decision 0029), as the other route handlers do.
  const requestId = requestIdOf(req.headers);
  try {
    // The read counts against the shopper who asked for the list.
    const [list, messages] = await Promise.all([
      getPriceList(apiParams(request), shopperAddress(req.headers), requestId),
      loadMessages(request.locale),
    ]);
    const body: PrintResponse = {
      rows: list.data.map((r) => toRow(r, list)),
      total: list.total,
      truncated: list.truncated,
      labels: messages.Print,
    };
    return NextResponse.json(body, {
      headers: { 'Cache-Control': 'private, max-age=60', [REQUEST_ID_HEADER]: requestId },
    });
  } catch (err) {
    const limited = rateLimitedResponse(err, apiLang(request.locale));
    if (limited) return withRequestId(limited, requestId);
    console.error(`[print] price list failed: ${(err as Error).message} request_id=${requestId}`);
    return NextResponse.json(
      { message: 'unavailable' },
      { status: 502, headers: { [REQUEST_ID_HEADER]: requestId } },
    );
  }
}
