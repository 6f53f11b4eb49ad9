import 'server-only';
import { cache } from 'react';
import { homeContentSchema, storeInfoSchema, type HomeContent } from '@/lib/contract/admin-content';
import { HOME_HIGHLIGHTS } from '@/lib/catalog/home';
import { apiLang, type AppLocale } from '@/lib/i18n/config';
import { apiGet } from './client';

/** Cache tags a content save revalidates (server/services/content/content-admin.ts, decision 0033). */
export const HOME_CONTENT_TAG = 'content:home';
export const STORE_CONTENT_TAG = 'content:store';
/**
 * Banners have date windows: the home's content is fetched again at least this often, so a window that opens
 * or closes shows within a minute with nobody saving (decision 0033). Saves revalidate at once by tag.
 */
export const HOME_CONTENT_REVALIDATE = 60;

/** What the home showed before content was managed (spec §9): the fallback when the API fails. */
const FALLBACK_HOME: HomeContent = {
  banners: [],
  popup_minutos: 5,
  carrosseis: [
    { id: 0, titulo: null, categoria_id: HOME_HIGHLIGHTS.categoryId, marca_id: null },
    { id: -1, titulo: null, categoria_id: null, marca_id: HOME_HIGHLIGHTS.brandId },
  ],
  proxima_mudanca: null,
};

/** Banners inside their dates, the popup's delay and the carousels, in the shopper's language. Spec §8: failures are logged. */
export const getHomeContent = cache(async (locale: AppLocale): Promise<HomeContent> => {
  try {
    return await apiGet('/api/public/home', { lang: apiLang(locale) }, homeContentSchema, {
      revalidate: HOME_CONTENT_REVALIDATE,
      tags: [HOME_CONTENT_TAG],
    });
  } catch (err) {
    console.error('[api] home content failed:', (err as Error).message);
    return FALLBACK_HOME;
  }
});

/** The store's hours as staff wrote them in this language; null when the API fails (the page's own text shows). */
export const getStoreHours = cache(async (locale: AppLocale): Promise<string | null> => {
  try {
    return (
      await apiGet('/api/public/store-info', { lang: apiLang(locale) }, storeInfoSchema, {
        tags: [STORE_CONTENT_TAG],
      })
    ).horario;
  } catch (err) {
    console.error('[api] store info failed:', (err as Error).message);
    return null;
  }
});
