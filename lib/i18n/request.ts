import { locale as rootLocale } from 'next/root-params';
import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, isLocale } from './config';
import { loadMessages } from './messages';

// No next-intl middleware (it halves throughput): the locale is the root layout's [locale] param.
export default getRequestConfig(async ({ locale: explicit }) => {
  const requested = explicit ?? (await rootLocale());
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return { locale, messages: await loadMessages(locale), timeZone: 'America/Asuncion' };
});
