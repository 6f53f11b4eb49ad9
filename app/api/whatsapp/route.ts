import { NextResponse, type NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { getProductBySlug } from '@/lib/api/product';
import { REQUEST_ID_HEADER, requestIdOf } from '@/lib/api/request-id';
import { shopperAddress } from '@/lib/api/storefront-identity';
import { nextDutySeller } from '@/lib/api/whatsapp';
import { displayPrice } from '@/lib/catalog/price';
import { whatsappDigits } from '@/lib/catalog/phone';
import { serverEnv } from '@/lib/env/server-env';
import {
  CURRENCY_COOKIE,
  currencyOfSegment,
  defaultCurrencyFor,
  isCurrencySegment,
  isLocale,
  type AppLocale,
} from '@/lib/i18n/config';
import { STORE, whatsappUrl } from '@/lib/store-info';
import {
  composeCartMessage,
  composeMessage,
  type ProductFacts,
  type SharedCartFacts,
  type WhatsAppT,
} from '@/lib/whatsapp/compose';
import { pageTopic, whatsappLink, type PageTopic } from '@/lib/whatsapp/page-topic';
import { apiGet } from '@/lib/api/client';
import { cartShareTokenSchema, sharedCartSchema } from '@/lib/contract/whatsapp';
import { apiLang } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';
import { formatMoney } from '@/lib/money';
import { nextOpening } from '@/lib/whatsapp/store-hours';

/**
 * Every storefront WhatsApp link lands here (issue 28) and leaves for wa.me: the header's, the footer's, the floating
 * button's and the product page's. The page is the `p` parameter, or else the Referer (the floating button sits in
 * the cached layout, which does not know the page; the Referer follows the shopper's soft navigations). Being a
 * route handler, it may read the currency cookie, so the cached pages never do. Each call gives the conversation to
 * the next seller on duty.
 */
export async function GET(req: NextRequest) {
  const q = req.nextUrl.searchParams;
  const requestId = requestIdOf(req.headers);
  const asked = q.get('l');
  const fallback: AppLocale = isLocale(asked) ? asked : 'pt-BR';
  const topic = pageTopic(serverEnv.siteUrl, q.get('p') ?? refererPath(req), fallback);
  const cartToken = cartShareTokenSchema.safeParse(q.get('cart'));
  const [t, product, cart, seller] = await Promise.all([
    getTranslations({ locale: topic.locale, namespace: 'WhatsApp' }),
    productFacts(req, topic),
    cartToken.success ? sharedCartFacts(req, topic.locale, cartToken.data, requestId) : null,
    nextDutySeller(shopperAddress(req.headers), requestId),
  ]);
  const opening = nextOpening(new Date());
  const tr = t as unknown as WhatsAppT;
  // The cart's link credits the seller it was given to: whoever opens it and buys, the order records that seller.
  const credited = cart && seller.id ? { ...cart, link: `${cart.link}&vendedor=${seller.id}` } : cart;
  const text = credited
    ? composeCartMessage(tr, topic.locale, credited, opening)
    : composeMessage(tr, topic, product, opening);
  const digits = seller.whatsapp ? whatsappDigits(seller.whatsapp) : STORE.whatsapp.digits;
  return NextResponse.redirect(whatsappUrl(text, digits), {
    status: 303,
    headers: {
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      [REQUEST_ID_HEADER]: requestId,
    },
  });
}

/** Path and query of a same-site Referer; another site's is ignored. */
function refererPath(req: NextRequest): string | null {
  const referer = req.headers.get('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.host === req.headers.get('host') || url.origin === new URL(serverEnv.siteUrl).origin
      ? url.pathname + url.search
      : null;
  } catch {
    return null;
  }
}

/** The product in the shopper's currency (cookie, or the language's default); null when it cannot be read. */
async function productFacts(req: NextRequest, topic: PageTopic): Promise<ProductFacts | null> {
  if (topic.kind !== 'product') return null;
  const cookie = req.cookies.get(CURRENCY_COOKIE)?.value;
  const segment = isCurrencySegment(cookie) ? cookie : defaultCurrencyFor(topic.locale);
  try {
    const product = await getProductBySlug(topic.locale, currencyOfSegment(segment).id, topic.slug);
    return product ? { name: product.nome, code: product.codigo, price: displayPrice(product) } : null;
  } catch (err) {
    console.error(`[whatsapp] product ${topic.slug} unreadable: ${(err as Error).message}`);
    return null;
  }
}

/** A cart the shopper just shared (issue 28 point 2), read back from the API: the message quotes what was saved. */
async function sharedCartFacts(
  req: NextRequest,
  locale: AppLocale,
  token: string,
  requestId: string,
): Promise<SharedCartFacts | null> {
  const cookie = req.cookies.get(CURRENCY_COOKIE)?.value;
  const segment = isCurrencySegment(cookie) ? cookie : defaultCurrencyFor(locale);
  try {
    const query = { lang: apiLang(locale), moeda_id: currencyOfSegment(segment).id };
    const cart = await apiGet(`/ecom/venda/carrinho-compartilhado/${token}`, query, sharedCartSchema, {
      revalidate: 0,
      shopper: shopperAddress(req.headers),
      requestId,
    });
    return {
      lines: cart.itens.map((l) => ({ name: l.nome, code: l.codigo, quantity: l.qtde })),
      units: cart.unidades,
      total: formatMoney(cart.total_compartilhado, cart.moeda_id),
      link: whatsappLink(serverEnv.siteUrl, localizePath(locale, `/c/${token}`), '', 'cart'),
    };
  } catch (err) {
    console.error(`[whatsapp] shared cart unreadable: ${(err as Error).message} request_id=${requestId}`);
    return null;
  }
}
