import type { AppLocale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';
import { MAPS_URL, STORE } from '@/lib/store-info';
import { absoluteSiteUrl, DEFAULT_OG_IMAGE, SITE_URL } from './site-url';

const DAY_NAMES: Record<string, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};

/**
 * schema.org Store (an Organization and a LocalBusiness) for the home page: search engines use it for
 * the knowledge panel, the map pin and opening hours. All facts come from lib/store-info.ts.
 */
export function storeJsonLd(locale: AppLocale, description: string, origin: string = SITE_URL) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    '@id': `${origin}/#store`,
    name: STORE.name,
    description,
    url: absoluteSiteUrl(localizePath(locale, '/'), origin),
    logo: absoluteSiteUrl('/icon.svg', origin),
    image: absoluteSiteUrl(DEFAULT_OG_IMAGE.url, origin),
    telephone: `+${STORE.whatsapp.digits}`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: STORE.address.street,
      addressLocality: STORE.address.city,
      addressRegion: STORE.address.region,
      addressCountry: STORE.address.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: STORE.geo.latitude, longitude: STORE.geo.longitude },
    hasMap: MAPS_URL,
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: STORE.hours.days.map((d) => DAY_NAMES[d]),
        opens: STORE.hours.opens,
        closes: STORE.hours.closes,
      },
    ],
    currenciesAccepted: 'USD, PYG, BRL, ARS',
    areaServed: [
      { '@type': 'Country', name: 'Paraguay' },
      { '@type': 'Country', name: 'Brazil' },
    ],
    availableLanguage: ['pt-BR', 'es-PY'],
  };
}
