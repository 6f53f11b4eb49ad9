import 'server-only';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { CurrencyInfo } from '@/lib/money';
import {
  currencyOfSegment,
  isCurrencySegment,
  isLocale,
  type AppLocale,
  type CurrencySegment,
} from './config';

export interface ShopParams {
  locale: string;
  currency: string;
}

export interface ShopContext {
  locale: AppLocale;
  segment: CurrencySegment;
  currency: CurrencyInfo;
}

/** Validates the internal segments and enables static rendering for next-intl. */
export async function shopContext(params: Promise<ShopParams> | ShopParams): Promise<ShopContext> {
  const { locale, currency } = await params;
  if (!isLocale(locale) || !isCurrencySegment(currency)) notFound();
  setRequestLocale(locale);
  return { locale, segment: currency, currency: currencyOfSegment(currency) };
}
