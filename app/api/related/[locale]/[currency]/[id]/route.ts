import { NextResponse } from 'next/server';
import { getRelatedProducts } from '@/lib/api';
import { currencyOfSegment, isCurrencySegment, isLocale } from '@/lib/i18n/config';

/**
 * A product's related products (same brand, in stock) for the product page's carousel, which loads them when
 * it nears the viewport: the page's HTML and RSC payload then carry no cards (they were a third of it, twice).
 * Cached like the product page (ISR, 5 minutes; the fetch's `product:{id}` and `catalog` tags refresh it).
 */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export async function GET(
  _req: Request,
  { params }: { params: Promise<{ locale: string; currency: string; id: string }> },
) {
  const { locale, currency, id } = await params;
  const productId = Number(id);
  if (!isLocale(locale) || !isCurrencySegment(currency) || !/^[1-9]\d{0,9}$/.test(id)) {
    return NextResponse.json({ message: 'Not found' }, { status: 404 });
  }
  const data = await getRelatedProducts(locale, currencyOfSegment(currency).id, productId);
  return NextResponse.json({ data });
}
