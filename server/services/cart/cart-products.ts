import { and, eq, sql } from 'drizzle-orm';
import { convertUsd, type Rate } from '../../../lib/money';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { firstImageUrl } from '../product-page';

/** What the cart needs of a product, priced in one currency. */
export interface CartProduct {
  id: number;
  nome: string;
  slug: string;
  codigo: string;
  imagens: { url: string }[];
  mostrar_preco: boolean;
  tem_estoque: boolean;
  tem_medida: boolean;
  qtde_disponivel: number;
  /** Current unit price in the cart's currency, minor units. */
  priceMinor: number;
}

/** A product can be put in a cart only with stock and a measure unit (spec §4), and only with a shown price: a hidden price never leaves the API, the cart included. */
export const sellable = (p: CartProduct): boolean => p.tem_estoque && p.tem_medida && p.mostrar_preco;

/**
 * Reads the products of a cart in one query (the first image as a correlated subquery, its tables named by hand:
 * drizzle leaves columns unqualified inside a select's sql``), priced in `currencyId`.
 */
export async function loadCartProducts(
  db: Db,
  ids: number[],
  lang: 'pt' | 'es',
  currencyId: number,
  rates: readonly Rate[],
): Promise<Map<number, CartProduct>> {
  const map = new Map<number, CartProduct>();
  const unique = [...new Set(ids)];
  if (!unique.length) return map;
  const rows = await db
    .select({
      id: products.id,
      code: products.code,
      slug: products.slug,
      namePt: products.namePt,
      nameEs: products.nameEs,
      priceUsd: products.priceUsd,
      showPrice: products.showPrice,
      stockQty: products.stockQty,
      hasUnit: products.hasUnit,
      image: firstImageUrl,
    })
    .from(products)
    // The ids as one array parameter: one statement text whatever the cart's size, prepared once per connection
    // (db/prepared.ts) rather than planned against every index of products on each change.
    .where(and(sql`${products.id} = any(${sql.param(unique)}::int[])`, eq(products.active, true)))
    .prepare('cart_products')
    .execute();
  for (const r of rows) {
    map.set(r.id, {
      id: r.id,
      nome: lang === 'es' ? r.nameEs : r.namePt,
      slug: r.slug,
      codigo: r.code,
      imagens: r.image ? [{ url: r.image }] : [],
      mostrar_preco: r.showPrice,
      tem_estoque: r.stockQty > 0,
      tem_medida: r.hasUnit,
      qtde_disponivel: Math.max(0, r.stockQty),
      priceMinor: convertUsd(r.priceUsd, currencyId, rates).minor,
    });
  }
  return map;
}
