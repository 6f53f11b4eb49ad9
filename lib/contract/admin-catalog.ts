import { z } from 'zod';

/**
 * The back office's catalogue (issue 20 point 3): the product list with its filters, the product editor and the
 * brands, categories (the XO line is a category with especial = true) and departments. Wire names in Portuguese
 * like the rest of the API; prices in US dollars as decimal strings (the store's base currency, never a float).
 */
const flag = z.enum(['0', '1']).optional();
const id = z.coerce.number().int().min(1).max(2_147_483_647);

export const adminProductsQuerySchema = z.object({
  /** A product code (exact) or words of its name (prefixes). */
  q: z.string().trim().max(100).optional(),
  marca: id.optional(),
  categoria: id.optional(),
  departamento: id.optional(),
  visivel: flag,
  estoque: flag,
  mostrar_preco: flag,
  /** The last id of the previous page (products newest first). */
  cursor: id.optional(),
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuerySchema>;

export const adminProductRowSchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  nome_pt: z.string(),
  nome_es: z.string(),
  marca: z.string().nullable(),
  categoria: z.string(),
  especial: z.boolean(),
  preco_usd: z.string(),
  estoque: z.number().int(),
  visivel: z.boolean(),
  mostrar_preco: z.boolean(),
  foto: z.string().nullable(),
});
export const adminProductsPageSchema = z.object({
  data: z.array(adminProductRowSchema),
  next_cursor: z.number().int().nullable(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

const specSchema = z.object({
  nome_pt: z.string().trim().min(1).max(120),
  nome_es: z.string().trim().min(1).max(120),
  valor_pt: z.string().trim().min(1).max(300),
  valor_es: z.string().trim().min(1).max(300),
});

/** A product's IVA for Paraguayan buyers' invoices (issue 27): 10 %, 5 % or exempt. */
export const VAT_RATES = ['10', '5', 'exento'] as const;
export type VatRate = (typeof VAT_RATES)[number];

export const adminProductSchema = adminProductRowSchema.extend({
  slug: z.string(),
  iva: z.enum(VAT_RATES),
  marca_id: z.number().int().nullable(),
  categoria_id: z.number().int(),
  departamento_id: z.number().int().nullable(),
  caracteristicas_pt: z.string(),
  caracteristicas_es: z.string(),
  especificacoes: z.array(specSchema),
  fotos: z.array(z.string()),
  updated_at: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** Most pictures a product keeps (the storefront's gallery). */
export const PRODUCT_PICTURES_MAX = 9;

/** The editor's save: every field optional, only those sent change; specifications and pictures are whole lists. */
export const saveProductSchema = z
  .object({
    preco_usd: z
      .string()
      .trim()
      .regex(/^\d{1,10}(\.\d{1,2})?$/, 'invalidValue')
      .refine((v) => Number(v) > 0, 'invalidValue')
      .optional(),
    estoque: z.number().int().min(0).max(1_000_000).optional(),
    visivel: z.boolean().optional(),
    mostrar_preco: z.boolean().optional(),
    iva: z.enum(VAT_RATES).optional(),
    nome_pt: z.string().trim().min(2).max(200).optional(),
    nome_es: z.string().trim().min(2).max(200).optional(),
    caracteristicas_pt: z.string().trim().max(5000).optional(),
    caracteristicas_es: z.string().trim().max(5000).optional(),
    especificacoes: z.array(specSchema).max(60).optional(),
    fotos: z.array(z.string().max(300)).max(PRODUCT_PICTURES_MAX).optional(),
    /** The updated_at the editor loaded: a save over someone else's newer one is a 409. */
    updated_at: z.string().max(40).optional(),
  })
  .strict();
export type SaveProduct = z.infer<typeof saveProductSchema>;

export const productIdParamsSchema = z.object({ id });

export const adminTaxonomySchema = z.object({
  marcas: z.array(z.object({ id: z.number().int(), nome: z.string(), slug: z.string(), ativo: z.boolean() })),
  categorias: z.array(
    z.object({
      id: z.number().int(),
      nome_pt: z.string(),
      nome_es: z.string(),
      slug: z.string(),
      especial: z.boolean(),
      ativo: z.boolean(),
    }),
  ),
  departamentos: z.array(
    z.object({
      id: z.number().int(),
      categoria_id: z.number().int(),
      nome_pt: z.string(),
      nome_es: z.string(),
      slug: z.string(),
      ativo: z.boolean(),
    }),
  ),
});
export type AdminTaxonomy = z.infer<typeof adminTaxonomySchema>;

const name = z.string().trim().min(2).max(120);
export const saveBrandSchema = z.object({ nome: name.optional(), ativo: z.boolean().optional() }).strict();
export const saveCategorySchema = z
  .object({
    nome_pt: name.optional(),
    nome_es: name.optional(),
    especial: z.boolean().optional(),
    ativo: z.boolean().optional(),
  })
  .strict();
export const saveDepartmentSchema = z
  .object({
    categoria_id: id.optional(),
    nome_pt: name.optional(),
    nome_es: name.optional(),
    ativo: z.boolean().optional(),
  })
  .strict();
export const taxonomyKindSchema = z.object({ kind: z.enum(['marcas', 'categorias', 'departamentos']) });
export const taxonomyItemParamsSchema = taxonomyKindSchema.extend({ id });

/** An import's report as the back office shows it: counts and the row errors in the staff member's language. */
export const importReportSchema = z.object({
  arquivo: z.string().regex(/^[a-f0-9]{64}$/),
  nome: z.string(),
  simulacao: z.boolean(),
  tipo: z.enum(['full', 'stock-price']),
  registros: z.number().int(),
  validos: z.number().int(),
  criados: z.number().int(),
  alterados: z.number().int(),
  inalterados: z.number().int(),
  erros: z.number().int(),
  avisos: z.number().int(),
  problemas: z.array(
    z.object({
      linha: z.number().int(),
      codigo: z.string().nullable(),
      tipo: z.enum(['erro', 'aviso']),
      mensagem: z.string(),
    }),
  ),
  novas: z.object({
    marcas: z.array(z.string()),
    categorias: z.array(z.string()),
    departamentos: z.array(z.string()),
  }),
});
export type ImportReportAnswer = z.infer<typeof importReportSchema>;

/** An apply's progress (it runs in the background; the page polls). */
export const importStatusSchema = z.object({
  arquivo: z.string(),
  estado: z.enum(['parado', 'executando', 'concluido', 'falhou']),
  feitas: z.number().int(),
  total: z.number().int(),
  relatorio: importReportSchema.nullable(),
});
export type ImportStatus = z.infer<typeof importStatusSchema>;
export const importFileParamsSchema = z.object({ arquivo: z.string().regex(/^[a-f0-9]{64}$/) });
