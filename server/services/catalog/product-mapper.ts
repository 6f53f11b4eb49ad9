import type { ProductDetail, ProductSummary } from '../../../lib/contract/catalog';
import type { PriceListRow } from '../../../lib/contract/price-list';
import type { Lang } from '../../../lib/contract/common';
import { convertUsd, CURRENCIES, formatMoney, toMoeda, type Rate } from '../../../lib/money';
import { productToken } from './product-token';
import type { Taxonomy } from './taxonomy';

/** The product columns listing and detail read. */
export interface ProductRow {
  id: number;
  code: string;
  slug: string;
  namePt: string;
  nameEs: string;
  systemName: string;
  priceUsd: string;
  showPrice: boolean;
  stockQty: number;
  storeStockQty: number;
  hasUnit: boolean;
  brandId: number | null;
  categoryId: number;
  departmentId: number | null;
}

export interface MapContext {
  lang: Lang;
  currencyId: number;
  rates: Rate[];
  taxonomy: Taxonomy;
  secret: string;
  useSystemName?: boolean;
}

/** lib/money's conversion plus the contract's price shape. */
function price(priceUsd: string, currencyId: number, rates: Rate[]) {
  const { currency, minor, major } = convertUsd(priceUsd, currencyId, rates);
  return { currency, minor, value: { valor_venda: major, formatado: formatMoney(major, currency) } };
}

export function toProductSummary(row: ProductRow, images: string[], ctx: MapContext): ProductSummary {
  const t = ctx.taxonomy;
  const converted = price(row.priceUsd, ctx.currencyId, ctx.rates);
  const currency = converted.currency;
  const category = t.categoryById.get(row.categoryId);
  const department = row.departmentId ? t.departmentById.get(row.departmentId) : undefined;
  const localName = (r: { namePt: string; nameEs: string }) => (ctx.lang === 'es' ? r.nameEs : r.namePt);
  return {
    id: row.id,
    nome: ctx.useSystemName ? row.systemName : localName(row),
    nome_sistema: row.systemName,
    slug: row.slug,
    codigo: row.code,
    imagens: images.map((url) => ({ url })),
    valor_venda: row.showPrice ? Number(row.priceUsd) : null,
    preco_atual: row.showPrice ? converted.value : null,
    moeda: toMoeda(currency),
    mostrar_preco: row.showPrice,
    tem_estoque: row.stockQty > 0,
    tem_estoque_fisico: row.storeStockQty > 0,
    tem_medida: row.hasUnit,
    qtde_disponivel: Math.max(0, row.stockQty),
    marca_id: row.brandId,
    brand: (row.brandId && t.brandById.get(row.brandId)) || null,
    categoria: category
      ? { id: category.id, nome: localName(category), slug: category.slug }
      : { id: row.categoryId, nome: '', slug: '' },
    departamento: department
      ? { id: department.id, nome: localName(department), slug: department.slug }
      : null,
    // A hidden price's token signs no price: it would otherwise change whenever the hidden price does.
    token: productToken(ctx.secret, row.id, currency.id, row.showPrice ? converted.minor : -1),
  };
}

/** A price list's row: the summary's name, brand, first picture and prices, nothing else. */
export function toPriceListRow(row: ProductRow, image: string | null, ctx: MapContext): PriceListRow {
  const brand = row.brandId ? ctx.taxonomy.brandById.get(row.brandId) : undefined;
  return {
    id: row.id,
    codigo: row.code,
    nome: ctx.useSystemName ? row.systemName : ctx.lang === 'es' ? row.nameEs : row.namePt,
    marca: brand?.nome ?? null,
    imagem: image,
    valor_venda: row.showPrice ? Number(row.priceUsd) : null,
    preco_atual: row.showPrice ? price(row.priceUsd, ctx.currencyId, ctx.rates).value : null,
  };
}

export interface DetailExtras {
  featuresPt: string | null;
  featuresEs: string | null;
  detailsHtml: string | null;
  specs: { nome: string; valor: string }[];
  updatedAt: Date;
}

export function toProductDetail(
  row: ProductRow,
  images: string[],
  extra: DetailExtras,
  ctx: MapContext,
): ProductDetail {
  const summary = toProductSummary(row, images, ctx);
  return {
    ...summary,
    caracteristica: ctx.lang === 'es' ? extra.featuresEs : extra.featuresPt,
    detalhes: extra.detailsHtml,
    especificacoes: extra.specs,
    precos: row.showPrice
      ? Object.values(CURRENCIES).map((c) => ({
          moeda: toMoeda(c),
          preco: price(row.priceUsd, c.id, ctx.rates).value,
        }))
      : null,
    updated_at: extra.updatedAt.toISOString(),
  };
}
