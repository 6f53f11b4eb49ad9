import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Banner, Seller } from '../../lib/contract/catalog';
import type { Lang } from '../../lib/contract/common';
import type { Db } from '../db/client';
import { banners, sellers } from '../db/schema';
import { memo } from '../lib/memo';

/** Banners (spec §3 types 1–7) per language, and the sales team. Both change rarely: cached briefly. */
export function contentService(db: Db, ttlMs = 60_000) {
  const bannerCache = new Map<Lang, ReturnType<typeof memo<Banner[]>>>();
  const team = memo<Seller[]>(ttlMs, () =>
    db
      .select({ id: sellers.id, nome: sellers.name, funcao: sellers.role, foto: sellers.photoUrl, whatsapp: sellers.whatsapp })
      .from(sellers)
      .where(eq(sellers.active, true))
      .orderBy(asc(sellers.position), asc(sellers.id)),
  );

  function bannersFor(lang: Lang): Promise<Banner[]> {
    let entry = bannerCache.get(lang);
    if (!entry) {
      entry = memo(ttlMs, async () => {
        const rows = await db
          .select()
          .from(banners)
          .where(and(eq(banners.active, true), or(isNull(banners.lang), eq(banners.lang, lang))))
          .orderBy(asc(banners.typeId), asc(banners.position), asc(banners.id));
        return rows.map((b) => ({
          id: b.id,
          tipo_id: b.typeId,
          imagem: { url: b.imageUrl },
          link: b.link,
          descricao: b.description,
        }));
      });
      bannerCache.set(lang, entry);
    }
    return entry.get();
  }

  return {
    banners: bannersFor,
    team: () => team.get(),
    invalidate() {
      bannerCache.clear();
      team.clear();
    },
  };
}
