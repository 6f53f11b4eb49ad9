import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { HomeContent, StoreInfoBody } from '../../../lib/contract/admin-content';
import type { Banner, Seller } from '../../../lib/contract/catalog';
import type { Lang } from '../../../lib/contract/common';
import type { Db } from '../../db/client';
import { banners, highlightCarousels, sellers, storeSettings } from '../../db/schema';
import { memo } from '../../lib/memo';

type BannerRow = typeof banners.$inferSelect;

const FALLBACK_HOURS: Record<Lang, string> = {
  pt: 'Segunda a sábado, das 8h às 18h',
  es: 'Lunes a sábado, de 8h a 18h',
};

/** Inside its date window at `at`: starts_at ≤ at < ends_at, an open side always passes. */
export function inWindow(b: Pick<BannerRow, 'startsAt' | 'endsAt'>, at: Date): boolean {
  return (!b.startsAt || b.startsAt <= at) && (!b.endsAt || at < b.endsAt);
}

/** The first window edge after `at` among these banners, or null: when the home page must re-render unasked. */
export function nextWindowEdge(
  rows: readonly Pick<BannerRow, 'startsAt' | 'endsAt'>[],
  at: Date,
): Date | null {
  let next: Date | null = null;
  for (const r of rows)
    for (const edge of [r.startsAt, r.endsAt]) if (edge && edge > at && (!next || edge < next)) next = edge;
  return next;
}

const toBanner = (b: BannerRow): Banner => ({
  id: b.id,
  tipo_id: b.typeId,
  imagem: { url: b.imageUrl },
  link: b.link,
  descricao: b.description,
});

/**
 * Banners (spec §3 types 1–7) per language, the home's carousels, the popup's delay, store hours and the sales
 * team. All change rarely: read briefly cached, and cleared on every content save (services.invalidateCatalog).
 * The date window is applied per call, not cached, so a banner appears on time however old the cache is.
 */
export function contentService(
  db: Db,
  { ttlMs = 60_000, now = () => new Date() }: { ttlMs?: number; now?: () => Date } = {},
) {
  const bannerCache = new Map<Lang, ReturnType<typeof memo<BannerRow[]>>>();
  const team = memo<Seller[]>(ttlMs, () =>
    db
      .select({
        id: sellers.id,
        nome: sellers.name,
        funcao: sellers.role,
        foto: sellers.photoUrl,
        whatsapp: sellers.whatsapp,
      })
      .from(sellers)
      .where(eq(sellers.active, true))
      .orderBy(asc(sellers.position), asc(sellers.id)),
  );
  const carousels = memo(ttlMs, () =>
    db
      .select()
      .from(highlightCarousels)
      .where(eq(highlightCarousels.active, true))
      .orderBy(asc(highlightCarousels.position), asc(highlightCarousels.id)),
  );
  const settings = memo(
    ttlMs,
    async () => (await db.select().from(storeSettings).where(eq(storeSettings.id, 1)))[0] ?? null,
  );

  function bannerRows(lang: Lang): Promise<BannerRow[]> {
    let entry = bannerCache.get(lang);
    if (!entry) {
      entry = memo(ttlMs, () =>
        db
          .select()
          .from(banners)
          .where(and(eq(banners.active, true), or(isNull(banners.lang), eq(banners.lang, lang))))
          .orderBy(asc(banners.typeId), asc(banners.position), asc(banners.id)),
      );
      bannerCache.set(lang, entry);
    }
    return entry.get();
  }

  async function bannersFor(lang: Lang): Promise<Banner[]> {
    const at = now();
    const s = await settings.get();
    return (await bannerRows(lang))
      .filter((b) => inWindow(b, at) && (b.typeId !== 7 || s?.popupEnabled !== false))
      .map(toBanner);
  }

  async function home(lang: Lang): Promise<HomeContent> {
    const at = now();
    const [rows, list, s] = await Promise.all([bannerRows(lang), carousels.get(), settings.get()]);
    return {
      banners: rows
        .filter((b) => inWindow(b, at) && (b.typeId !== 7 || s?.popupEnabled !== false))
        .map(toBanner),
      popup_minutos: s?.popupReappearMinutes ?? 5,
      carrosseis: list.map((c) => ({
        id: c.id,
        titulo: (lang === 'pt' ? c.titlePt : c.titleEs) ?? null,
        categoria_id: c.categoryId,
        marca_id: c.brandId,
      })),
      proxima_mudanca: nextWindowEdge(rows, at)?.toISOString() ?? null,
    };
  }

  async function storeInfo(lang: Lang): Promise<StoreInfoBody> {
    const s = await settings.get();
    return { horario: (s ? (lang === 'pt' ? s.hoursPt : s.hoursEs) : null) ?? FALLBACK_HOURS[lang] };
  }

  return {
    banners: bannersFor,
    home,
    storeInfo,
    team: () => team.get(),
    invalidate() {
      bannerCache.clear();
      team.clear();
      carousels.clear();
      settings.clear();
    },
  };
}
