import type { AppLocale } from '@/lib/i18n/config';
import { storeJsonLd } from '@/lib/seo/store-schema';
import { JsonLdScript } from './json-ld-script';

/** Store structured data, rendered once on the home page (one entity per site, not per page). */
export function StoreJsonLd({ locale, description }: { locale: AppLocale; description: string }) {
  return <JsonLdScript data={storeJsonLd(locale, description)} />;
}
