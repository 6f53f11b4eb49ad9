import { z } from 'zod';
import { currencyIdParam, intParam, langSchema, moedaSchema, positiveIntString, queryFlag } from './common';

export const departmentSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  departments: z.array(departmentSchema),
});
export type Department = z.infer<typeof departmentSchema>;
export type Category = z.infer<typeof categorySchema>;

export const brandSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
});
export type Brand = z.infer<typeof brandSchema>;

export const exchangeRateSchema = z.object({
  source_currency: z.object({ id: z.number().int(), symbol: z.string() }),
  target_currency: z.object({ id: z.number().int(), symbol: z.string(), decimals: z.number().int() }),
  /** Decimal string, exact: "5.350000". */
  tax: z.string(),
  multiply: z.boolean(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

export const bannerSchema = z.object({
  id: z.number().int(),
  tipo_id: z.number().int().min(1).max(7),
  imagem: z.object({ url: z.string() }),
  link: z.string().nullable(),
  descricao: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const sellerSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  funcao: z.string(),
  foto: z.string().nullable(),
  whatsapp: z.string(),
});
export type Seller = z.infer<typeof sellerSchema>;

export const priceSchema = z.object({
  /** Converted price in the requested currency, rounded to its decimals. */
  valor_venda: z.number(),
  /** Formatted per spec §9: "U$ 1.234,50", "G$ 1.234.567". */
  formatado: z.string(),
});

const productRef = z.object({ id: z.number().int(), nome: z.string(), slug: z.string() });

/** What a card needs. Prices are null when mostrar_preco is false: hidden prices never leave the API. */
export const productSummarySchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  nome_sistema: z.string(),
  slug: z.string(),
  codigo: z.string(),
  imagens: z.array(z.object({ url: z.string() })),
  /** Base price in US dollars. */
  valor_venda: z.number().nullable(),
  preco_atual: priceSchema.nullable(),
  moeda: moedaSchema,
  mostrar_preco: z.boolean(),
  tem_estoque: z.boolean(),
  tem_estoque_fisico: z.boolean(),
  tem_medida: z.boolean(),
  qtde_disponivel: z.number().int(),
  marca_id: z.number().int().nullable(),
  brand: brandSchema.nullable(),
  categoria: productRef,
  departamento: productRef.nullable(),
  /** Signed (product, currency, price): lets the cart prove which price the shopper saw. */
  token: z.string(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productDetailSchema = productSummarySchema.extend({
  caracteristica: z.string().nullable(),
  /** Sanitized HTML. */
  detalhes: z.string().nullable(),
  especificacoes: z.array(z.object({ nome: z.string(), valor: z.string() })),
  /** Every currency's price, for the product page's toggle. */
  precos: z.array(z.object({ moeda: moedaSchema, preco: priceSchema })).nullable(),
  updated_at: z.string(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

const idList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'ids separados por vírgula')
  .transform((s) => s.split(',').map(Number))
  .pipe(z.array(z.number().int().min(1).max(2_147_483_647)).max(50));

export const productsQuerySchema = z.object({
  text: z.string().trim().max(100).optional(),
  category_id: positiveIntString.optional(),
  department_id: positiveIntString.optional(),
  brand_id: positiveIntString.optional(),
  brand_ids: idList.optional(),
  page: intParam(1, 100_000).default(1),
  per_page: intParam(1, 100).default(20),
  /** "tem_estoque,id" — comma list paired with `order`. */
  order_by: z.string().max(60).optional(),
  /** "desc,desc" */
  order: z.string().max(40).optional(),
  tem_estoque: queryFlag,
  all_products: queryFlag,
  /** only: special (XO) line only; exclude: regular catalogue only. Default: regular unless a category says. */
  special: z.enum(['only', 'exclude', 'ONLY']).optional(),
  nome_sistema: queryFlag,
  moeda_id: currencyIdParam,
  lang: langSchema.optional().default('pt'),
});

export const productsResponseSchema = z.object({
  data: z.array(productSummarySchema),
  total: z.number().int(),
  locale: z.string(),
  current_page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
});
export type ProductsResponse = z.infer<typeof productsResponseSchema>;

export const productDetailQuerySchema = z.object({
  lang: langSchema.optional().default('pt'),
  moeda_id: currencyIdParam,
});

export const relatedQuerySchema = productDetailQuerySchema.extend({
  limit: intParam(1, 24).default(12),
});

export const startQuerySchema = z.object({
  lang: langSchema.optional().default('pt'),
  tem_estoque: queryFlag,
});

export const startResponseSchema = z.object({
  categories: z.array(categorySchema),
  categories_special: z.array(categorySchema),
  brands: z.array(brandSchema),
  exchange_rates: z.array(exchangeRateSchema),
  banners: z.array(bannerSchema),
});
export type StartData = z.infer<typeof startResponseSchema>;

export const categoriesQuerySchema = z.object({
  lang: langSchema.optional().default('pt'),
  special: z.enum(['only', 'ONLY']).optional(),
  specials: z.enum(['only', 'ONLY']).optional(),
  brand_id: positiveIntString.optional(),
});

export const idParamSchema = z.object({ id: positiveIntString });
export const slugParamSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/),
});
export const langQuerySchema = z.object({ lang: langSchema.optional().default('pt') });
