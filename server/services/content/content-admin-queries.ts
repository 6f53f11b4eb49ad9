import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ContentAdmin } from '../../../lib/contract/admin-content';
import type { Db } from '../../db/client';
import {
  banners,
  brands,
  categories,
  cities,
  deliveryServices,
  highlightCarousels,
  pickupPoints,
  sellers,
  states,
  storeSettings,
} from '../../db/schema';

const PARAGUAY = 2;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const bannerOut = (b: typeof banners.$inferSelect) => ({
  id: b.id,
  type_id: b.typeId,
  lang: (b.lang as 'pt' | 'es' | null) ?? null,
  image_url: b.imageUrl,
  link: b.link,
  description: b.description,
  position: b.position,
  active: b.active,
  starts_at: iso(b.startsAt),
  ends_at: iso(b.endsAt),
});
export const carouselOut = (c: typeof highlightCarousels.$inferSelect) => ({
  id: c.id,
  title_pt: c.titlePt,
  title_es: c.titleEs,
  category_id: c.categoryId,
  brand_id: c.brandId,
  position: c.position,
  active: c.active,
});
export const sellerOut = (s: typeof sellers.$inferSelect) => ({
  id: s.id,
  name: s.name,
  role: s.role,
  photo_url: s.photoUrl,
  whatsapp: s.whatsapp,
  position: s.position,
  active: s.active,
  on_duty: s.onDuty,
});
export const pickupOut = (p: typeof pickupPoints.$inferSelect) => ({
  id: p.id,
  name: p.name,
  address: p.address,
  hours_es: p.openingHours,
  hours_pt: p.openingHoursPt,
  city_id: p.cityId,
  active: p.active,
});
export const deliveryOut = (d: typeof deliveryServices.$inferSelect) => ({
  id: d.id,
  name: d.name,
  base_fee_pyg: d.baseFeePyg,
  per_item_fee_pyg: d.perItemFeePyg,
  lead_time_days: d.leadTimeDays,
  city_ids: d.cityIds,
  active: d.active,
});
export const settingsOut = (s: typeof storeSettings.$inferSelect | undefined) => ({
  hours_pt: s?.hoursPt ?? '',
  hours_es: s?.hoursEs ?? '',
  popup_reappear_minutes: s?.popupReappearMinutes ?? 5,
  popup_enabled: s?.popupEnabled ?? true,
});

/** Everything the content pages edit, plus the categories and brands a carousel may show. */
export async function readContent(db: Db): Promise<ContentAdmin> {
  const [b, c, s, p, d, st, cats, brandRows] = await Promise.all([
    db.select().from(banners).orderBy(asc(banners.typeId), asc(banners.position), asc(banners.id)),
    db
      .select()
      .from(highlightCarousels)
      .orderBy(asc(highlightCarousels.position), asc(highlightCarousels.id)),
    db.select().from(sellers).orderBy(asc(sellers.position), asc(sellers.id)),
    db
      .select({ p: pickupPoints, city: cities.name })
      .from(pickupPoints)
      .innerJoin(cities, eq(cities.id, pickupPoints.cityId))
      .orderBy(asc(pickupPoints.id)),
    db.select().from(deliveryServices).orderBy(asc(deliveryServices.id)),
    db.select().from(storeSettings).where(eq(storeSettings.id, 1)),
    db
      .select({ id: categories.id, name: categories.namePt })
      .from(categories)
      .orderBy(asc(categories.namePt)),
    db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.name)),
  ]);
  return {
    banners: b.map(bannerOut),
    carousels: c.map(carouselOut),
    sellers: s.map(sellerOut),
    pickup_points: p.map(({ p: row, city }) => ({ ...pickupOut(row), city })),
    delivery_services: d.map(deliveryOut),
    settings: settingsOut(st[0]),
    choices: { categories: cats, brands: brandRows },
  };
}

type Reader = Pick<Db, 'select'>;

export async function categoryExists(db: Reader, id: number): Promise<boolean> {
  return (await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id))).length === 1;
}
export async function brandExists(db: Reader, id: number): Promise<boolean> {
  return (await db.select({ id: brands.id }).from(brands).where(eq(brands.id, id))).length === 1;
}
/** Of these district ids, how many are Paraguayan (delivery and pickup are in Paraguay only). */
export async function paraguayanCities(db: Reader, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db
    .select({ id: cities.id })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(and(inArray(cities.id, ids), eq(states.countryId, PARAGUAY)));
  return rows.length;
}
