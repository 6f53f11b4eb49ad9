import { NextResponse } from 'next/server';
import { apiIsUp, getStartOrThrow } from '@/lib/api';
import { navMenu } from '@/lib/catalog/nav';
import { isLocale, LOCALES } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';

/**
 * The header's category and XO menus as JSON, one cached answer per language. Pages no longer carry them
 * (they were about a quarter of every page's HTML and again of its inline RSC payload): the menu islands
 * load this when first opened. ISR like the pages: the start fetch carries the `catalog` tag, so a catalogue
 * revalidation refreshes it; spec §9 refreshes categories every 3 minutes.
 */
export const revalidate = 180;

export async function generateStaticParams() {
  if (!(await apiIsUp())) return [];
  return LOCALES.map((locale) => ({ locale }));
}

export async function GET(_req: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return NextResponse.json({ message: 'Not found' }, { status: 404 });
  // Throws when the API is down: an error is never cached, an empty menu would be for 3 minutes.
  const start = await getStartOrThrow(locale);
  return NextResponse.json(navMenu(start, (href) => localizePath(locale, href)));
}
