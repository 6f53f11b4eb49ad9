import { stockBadge } from '@/lib/catalog/badges';
import type { ProductDetail } from '@/lib/contract';
import type { CurrencyInfo } from '@/lib/money';

/**
 * schema.org builders, pure so they are unit-tested and shared (product page, Store, listings).
 * Every URL passed in is made absolute against `origin`: search engines ignore relative ones.
 */
export type JsonLd = Record<string, unknown>;

export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${origin.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * JSON for a <script type="application/ld+json">. `<` is escaped so a product name containing
 * "</script>" cannot close the tag (the text is inserted with dangerouslySetInnerHTML).
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export type SchemaAvailability =
  'https://schema.org/InStock' | 'https://schema.org/InStoreOnly' | 'https://schema.org/OutOfStock';

/** docs/decisions/0006 badges mapped to schema.org: no badge = online stock. */
export function schemaAvailability(p: Parameters<typeof stockBadge>[0]): SchemaAvailability {
  const badge = stockBadge(p);
  if (badge === 'outOfStock') return 'https://schema.org/OutOfStock';
  if (badge === 'onlyInStore') return 'https://schema.org/InStoreOnly';
  return 'https://schema.org/InStock';
}

/** Plain text of the features field (newline list), for descriptions. */
export function featuresText(caracteristica: string | null | undefined, maxLength = 300): string {
  const text = (caracteristica ?? '')
    .split(/\r?\n/)
    .map((l) => l.replace(/<[^>]*>/g, '').trim())
    .filter(Boolean)
    .join('. ');
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}

export interface BreadcrumbItem {
  name: string;
  /** Path or absolute URL. */
  href: string;
}

export function breadcrumbJsonLd(origin: string, items: readonly BreadcrumbItem[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(origin, item.href),
    })),
  };
}

type ProductForLd = Pick<
  ProductDetail,
  | 'nome'
  | 'codigo'
  | 'imagens'
  | 'brand'
  | 'caracteristica'
  | 'mostrar_preco'
  | 'preco_atual'
  | 'tem_estoque'
  | 'tem_estoque_fisico'
  | 'tem_medida'
  | 'categoria'
>;

export interface ProductLdInput {
  origin: string;
  product: ProductForLd;
  /** Canonical path of the page in its language ("/es-PY/produto/x"). */
  path: string;
  /** Currency the page shows; its ISO code is the offer's priceCurrency. */
  currency: CurrencyInfo;
}

/**
 * Product with one Offer in the page's currency. A hidden price (mostrar_preco false) publishes no
 * Offer at all: an offer without a price is invalid, and the price must not leak (decision 0004).
 */
export function productJsonLd({ origin, product, path, currency }: ProductLdInput): JsonLd {
  const url = absoluteUrl(origin, path);
  const ld: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.nome,
    sku: product.codigo,
    mpn: product.codigo,
    url,
    category: product.categoria.nome,
  };
  if (product.imagens.length) ld.image = product.imagens.map((i) => absoluteUrl(origin, i.url));
  const description = featuresText(product.caracteristica, 5000);
  if (description) ld.description = description;
  if (product.brand) ld.brand = { '@type': 'Brand', name: product.brand.nome };
  if (product.mostrar_preco && product.preco_atual) {
    // No url (the Product's, on the same object) and no seller (the site itself): the page carries this block
    // twice, as HTML and in the RSC payload, and neither is required for an Offer.
    ld.offers = {
      '@type': 'Offer',
      price: product.preco_atual.valor_venda.toFixed(currency.decimals),
      priceCurrency: currency.code,
      availability: schemaAvailability(product),
      itemCondition: 'https://schema.org/NewCondition',
    };
  }
  return ld;
}
