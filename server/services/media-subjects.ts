import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { banners, brands, productImages, products, sellers } from '../db/schema';
import type { MediaSubject, SubjectRequest } from '../media/media-store';

/**
 * Existence checks for /media: only pictures of active products (a picture the product lists), active
 * banners in their language, active brands and sellers are rendered. One indexed lookup each.
 */
export function mediaSubjectService(db: Db) {
  const service = {
    /** The subject a /media request names, or null (the media store then serves, draws and writes nothing). */
    subject(request: SubjectRequest): Promise<MediaSubject | null> {
      switch (request.kind) {
        case 'products':
          return service.product(request.code, `/media/products/${request.file}`);
        case 'banners':
          return service.banner(request.id, request.lang);
        case 'brands':
          return service.brand(request.slug);
        case 'sellers':
          return service.seller(request.id);
      }
    },
    /** `url` is the picture's public path, e.g. /media/products/1234567-2.webp: it must be one the product lists. */
    async product(code: string, url: string): Promise<MediaSubject | null> {
      const [row] = await db
        .select({ brand: brands.name })
        .from(products)
        .innerJoin(productImages, and(eq(productImages.productId, products.id), eq(productImages.url, url)))
        .leftJoin(brands, eq(brands.id, products.brandId))
        .where(and(eq(products.code, code), eq(products.active, true)))
        .limit(1);
      return row ? { kind: 'products', brand: row.brand } : null;
    },
    async banner(id: number, lang: 'pt' | 'es'): Promise<MediaSubject | null> {
      const [row] = await db
        .select({ typeId: banners.typeId })
        .from(banners)
        .where(
          and(eq(banners.id, id), eq(banners.active, true), or(isNull(banners.lang), eq(banners.lang, lang))),
        );
      return row ? { kind: 'banners', typeId: row.typeId } : null;
    },
    async brand(slug: string): Promise<MediaSubject | null> {
      const [row] = await db
        .select({ name: brands.name })
        .from(brands)
        .where(and(eq(brands.slug, slug), eq(brands.active, true)));
      return row ? { kind: 'brands', name: row.name } : null;
    },
    async seller(id: number): Promise<MediaSubject | null> {
      const [row] = await db
        .select({ name: sellers.name })
        .from(sellers)
        .where(and(eq(sellers.id, id), eq(sellers.active, true)));
      return row ? { kind: 'sellers', name: row.name } : null;
    },
  };
  return service;
}
