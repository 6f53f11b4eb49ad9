import type { AppLocale } from '@/lib/i18n/config';
import { serializeJsonLd, storeJsonLd } from '@/lib/seo/store-schema';

/** Store structured data, rendered once on the home page (one entity per site, not per page). */
export function StoreJsonLd({ locale, description }: { locale: AppLocale; description: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(storeJsonLd(locale, description)) }} />;
}
