import { eq } from 'drizzle-orm';
import type {
  ContentAdmin,
  ContentKind,
  SaveBanner,
  SaveCarousel,
  SaveDeliveryService,
  SavePickupPoint,
  SaveSeller,
  SaveSettings,
} from '../../../lib/contract/admin-content';
import type { Db } from '../../db/client';
import {
  banners,
  deliveryServices,
  highlightCarousels,
  pickupPoints,
  sellers,
  storeSettings,
} from '../../db/schema';
import { NotFoundError, ValidationError } from '../errors';
import { writeAudit, type Actor } from '../staff/audit';
import {
  bannerOut,
  brandExists,
  carouselOut,
  categoryExists,
  deliveryOut,
  paraguayanCities,
  pickupOut,
  readContent,
  sellerOut,
  settingsOut,
} from './content-admin-queries';

type ContentTable =
  typeof banners | typeof highlightCarousels | typeof sellers | typeof pickupPoints | typeof deliveryServices;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Storefront cache tags each kind of content feeds (docs/decisions/0033-content-back-office.md): a save
 * re-renders only the pages that show it. Delivery services and pickup points reach shoppers through the
 * uncached checkout, so they only clear the API's memos (the tag is there for a page that may cache them later).
 */
export const CONTENT_TAGS: Record<ContentKind, string[]> = {
  banners: ['content:home'],
  carousels: ['content:home'],
  settings: ['content:home', 'content:store'],
  sellers: ['team'],
  'pickup-points': ['content:shipping'],
  'delivery-services': ['content:shipping'],
};

/** Rows staff may delete outright; pickup points and delivery services are only deactivated (orders cite them). */
export const DELETABLE = ['banners', 'carousels', 'sellers'] as const;
export type DeletableKind = (typeof DELETABLE)[number];

/**
 * Back-office content (issue 20 point 4). Each save is one transaction with its audit row; then `announce`
 * clears every API replica's cached reads and revalidates the storefront tags of that kind.
 */
export function contentAdminService({
  db,
  announce,
  now,
  pictureExists,
}: {
  db: Db;
  announce: (reason: string, tags: string[]) => Promise<void>;
  now: () => Date;
  pictureExists: (url: string) => boolean;
}) {
  /** An uploaded picture must be one the store holds; the demo's drawn pictures (/media/banners/…) are served by id. */
  function checkPicture(field: string, url: string | null) {
    if (url?.startsWith('/media/uploads/') && !pictureExists(url))
      throw new ValidationError({ [field]: ['invalidValue'] });
  }

  /**
   * Insert or update one row of a content table, with its audit row; an id that does not exist is a 404, never
   * an insert with a chosen id. The row is locked while it is read, so the audit's "before" is what was replaced.
   */
  async function upsert<T extends ContentTable>(
    tx: Tx,
    table: T,
    entity: string,
    id: number | undefined,
    values: T['$inferInsert'],
    out: (row: T['$inferSelect']) => Record<string, unknown>,
    actor: Actor,
  ) {
    // Every content table has a serial `id`: one table's types stand for all of them in the statements.
    const t = table as unknown as typeof banners;
    const set = values as typeof banners.$inferInsert;
    const before =
      id === undefined ? undefined : (await tx.select().from(t).where(eq(t.id, id)).for('update'))[0];
    if (id !== undefined && !before) throw new NotFoundError();
    const [row] = (
      id === undefined
        ? await tx.insert(t).values(set).returning()
        : await tx.update(t).set(set).where(eq(t.id, id)).returning()
    ) as T['$inferSelect'][];
    await writeAudit(
      tx,
      actor,
      {
        action: `content.${entity}.${id === undefined ? 'create' : 'update'}`,
        entity,
        entityId: row.id,
        before: before ? out(before as T['$inferSelect']) : null,
        after: out(row),
      },
      now(),
    );
    return row;
  }

  async function finish(kind: ContentKind): Promise<ContentAdmin> {
    await announce(`content: ${kind}`, CONTENT_TAGS[kind]);
    return readContent(db);
  }

  return {
    get: () => readContent(db),

    async saveBanner(b: SaveBanner, actor: Actor) {
      checkPicture('image_url', b.image_url);
      const values = {
        typeId: b.type_id,
        lang: b.lang,
        imageUrl: b.image_url,
        link: b.link,
        description: b.description,
        position: b.position,
        active: b.active,
        startsAt: b.starts_at ? new Date(b.starts_at) : null,
        endsAt: b.ends_at ? new Date(b.ends_at) : null,
      };
      await db.transaction((tx) => upsert(tx, banners, 'banners', b.id, values, bannerOut, actor));
      return finish('banners');
    },

    async saveCarousel(c: SaveCarousel, actor: Actor) {
      await db.transaction(async (tx) => {
        if (c.category_id !== null && !(await categoryExists(tx, c.category_id)))
          throw new ValidationError({ category_id: ['invalidValue'] });
        if (c.brand_id !== null && !(await brandExists(tx, c.brand_id)))
          throw new ValidationError({ brand_id: ['invalidValue'] });
        const values = {
          titlePt: c.title_pt,
          titleEs: c.title_es,
          categoryId: c.category_id,
          brandId: c.brand_id,
          position: c.position,
          active: c.active,
        };
        await upsert(tx, highlightCarousels, 'carousels', c.id, values, carouselOut, actor);
      });
      return finish('carousels');
    },

    async saveSeller(s: SaveSeller, actor: Actor) {
      checkPicture('photo_url', s.photo_url);
      const values = {
        name: s.name,
        role: s.role,
        photoUrl: s.photo_url,
        whatsapp: s.whatsapp,
        position: s.position,
        active: s.active,
        onDuty: s.on_duty,
      };
      await db.transaction((tx) => upsert(tx, sellers, 'sellers', s.id, values, sellerOut, actor));
      return finish('sellers');
    },

    async savePickupPoint(p: SavePickupPoint, actor: Actor) {
      await db.transaction(async (tx) => {
        if ((await paraguayanCities(tx, [p.city_id])) !== 1)
          throw new ValidationError({ city_id: ['invalidValue'] });
        const values = {
          name: p.name,
          address: p.address,
          openingHours: p.hours_es,
          openingHoursPt: p.hours_pt,
          cityId: p.city_id,
          active: p.active,
        };
        await upsert(tx, pickupPoints, 'pickup_points', p.id, values, pickupOut, actor);
      });
      return finish('pickup-points');
    },

    async saveDeliveryService(d: SaveDeliveryService, actor: Actor) {
      await db.transaction(async (tx) => {
        const cityIds = d.city_ids ? [...new Set(d.city_ids)].sort((a, b) => a - b) : null;
        if (cityIds && (await paraguayanCities(tx, cityIds)) !== cityIds.length)
          throw new ValidationError({ city_ids: ['invalidValue'] });
        const values = {
          name: d.name,
          baseFeePyg: d.base_fee_pyg,
          perItemFeePyg: d.per_item_fee_pyg,
          leadTimeDays: d.lead_time_days,
          cityIds,
          active: d.active,
        };
        await upsert(tx, deliveryServices, 'delivery_services', d.id, values, deliveryOut, actor);
      });
      return finish('delivery-services');
    },

    async saveSettings(s: SaveSettings, actor: Actor) {
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(storeSettings).where(eq(storeSettings.id, 1)).for('update');
        const values = {
          hoursPt: s.hours_pt,
          hoursEs: s.hours_es,
          popupReappearMinutes: s.popup_reappear_minutes,
          popupEnabled: s.popup_enabled,
        };
        const [after] = await tx
          .insert(storeSettings)
          .values({ id: 1, ...values })
          .onConflictDoUpdate({ target: storeSettings.id, set: values })
          .returning();
        await writeAudit(
          tx,
          actor,
          {
            action: 'content.settings.update',
            entity: 'store_settings',
            entityId: 1,
            before: before ? settingsOut(before) : null,
            after: settingsOut(after),
          },
          now(),
        );
      });
      return finish('settings');
    },

    async remove(kind: DeletableKind, id: number, actor: Actor) {
      const table = { banners, carousels: highlightCarousels, sellers }[kind];
      await db.transaction(async (tx) => {
        const [gone] = await tx.delete(table).where(eq(table.id, id)).returning();
        if (!gone) throw new NotFoundError();
        await writeAudit(
          tx,
          actor,
          { action: `content.${kind}.delete`, entity: kind, entityId: id, before: { ...gone }, after: null },
          now(),
        );
      });
      return finish(kind);
    },
  };
}
