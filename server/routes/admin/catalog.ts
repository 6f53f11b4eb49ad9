import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminProductSchema,
  adminProductsPageSchema,
  adminProductsQuerySchema,
  adminTaxonomySchema,
  importFileParamsSchema,
  importReportSchema,
  importStatusSchema,
  productIdParamsSchema,
  saveBrandSchema,
  saveCategorySchema,
  saveDepartmentSchema,
  saveProductSchema,
  taxonomyItemParamsSchema,
  taxonomyKindSchema,
} from '../../../lib/contract/admin-catalog';
import { readMultipart, registerMultipart } from '../../http/multipart';
import { requestLang } from '../../http/request-lang';
import { actorOf, requireStaff } from '../../http/staff-auth';
import type { Services } from '../../services';
import { ValidationError } from '../../services/errors';
import { adminErrors } from './admin-errors';

/** A taxonomy save's body: the union of the three kinds' fields, checked against its kind in the handler. */
const taxonomyBody = saveBrandSchema
  .extend(saveCategorySchema.shape)
  .extend(saveDepartmentSchema.shape)
  .strict();
const KIND_FIELDS = {
  marcas: saveBrandSchema,
  categorias: saveCategorySchema,
  departamentos: saveDepartmentSchema,
} as const;

/** Import files: one CSV or JSON up to 5 MB (a larger feed goes through `npm run catalog:import`). */
const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Manager and owner: the catalogue (issue 20 point 3). Products (search, filters, the editor), brands,
 * categories (XO line: especial) and departments, and the import upload (dry run, then apply).
 */
export const adminCatalogRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  requireStaff(app, services.staff.sessions, ['owner', 'manager']);
  await registerMultipart(app, { files: 1, fileSize: IMPORT_MAX_BYTES });
  const tags = ['admin'];
  const { catalog, taxonomy, catalogImport } = services.staff;

  app.get(
    '/products',
    {
      schema: {
        tags,
        summary: 'Products, newest first: search and filters, 50 a page',
        querystring: adminProductsQuerySchema,
        response: { 200: adminProductsPageSchema, ...adminErrors },
      },
    },
    async (req) => catalog.list(req.query),
  );
  app.get(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'One product as the editor shows it',
        params: productIdParamsSchema,
        response: { 200: adminProductSchema, ...adminErrors },
      },
    },
    async (req) => catalog.get(req.params.id),
  );
  app.patch(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'Save a product (only the fields sent); its page refreshes at once',
        params: productIdParamsSchema,
        body: saveProductSchema,
        response: { 200: adminProductSchema, ...adminErrors },
      },
    },
    async (req) => catalog.save(req.params.id, req.body, actorOf(req)),
  );

  app.get(
    '/taxonomy',
    {
      schema: {
        tags,
        summary: 'Brands, categories (XO line: especial) and departments',
        response: { 200: adminTaxonomySchema, ...adminErrors },
      },
    },
    async () => taxonomy.list(),
  );
  app.post(
    '/taxonomy/:kind',
    {
      schema: {
        tags,
        summary: 'Create a brand, category or department',
        params: taxonomyKindSchema,
        body: taxonomyBody,
        response: { 200: adminTaxonomySchema, ...adminErrors },
      },
    },
    async (req) => taxonomy.create(req.params.kind, onlyKind(req.params.kind, req.body), actorOf(req)),
  );
  app.patch(
    '/taxonomy/:kind/:id',
    {
      schema: {
        tags,
        summary: 'Rename, hide or show (and mark a category as XO line)',
        params: taxonomyItemParamsSchema,
        body: taxonomyBody,
        response: { 200: adminTaxonomySchema, ...adminErrors },
      },
    },
    async (req) => {
      const body = onlyKind(req.params.kind, req.body);
      if (req.params.kind === 'departamentos' && body.categoria_id !== undefined)
        throw new ValidationError({ categoria_id: ['invalidValue'] });
      return taxonomy.update(req.params.kind, req.params.id, body, actorOf(req));
    },
  );

  app.post(
    '/import',
    {
      schema: {
        tags,
        summary: 'Upload a CSV or JSON feed (multipart, field arquivo) and dry-run it',
        consumes: ['multipart/form-data'],
        response: { 200: importReportSchema, ...adminErrors },
      },
    },
    async (req) => {
      const { files } = await readMultipart(req, ['arquivo']);
      if (!files.arquivo) throw new ValidationError({ arquivo: ['required'] });
      return catalogImport.dryRun(files.arquivo, requestLang(req), actorOf(req));
    },
  );
  app.post(
    '/import/:arquivo/apply',
    {
      schema: {
        tags,
        summary: 'Apply a dry-run feed in the background (resumable, idempotent)',
        params: importFileParamsSchema,
        response: { 200: importStatusSchema, ...adminErrors },
      },
    },
    async (req) => catalogImport.apply(req.params.arquivo, actorOf(req), requestLang(req)),
  );
  app.get(
    '/import/:arquivo',
    {
      schema: {
        tags,
        summary: "An apply's progress and report",
        params: importFileParamsSchema,
        response: { 200: importStatusSchema, ...adminErrors },
      },
    },
    async (req) => catalogImport.status(req.params.arquivo, requestLang(req)),
  );
};

/** The body's fields the kind has; another kind's field is a 422 on it (not silently dropped). */
function onlyKind(kind: keyof typeof KIND_FIELDS, body: z.infer<typeof taxonomyBody>) {
  const allowed = Object.keys(KIND_FIELDS[kind].shape);
  const extra = Object.keys(body).filter((k) => !allowed.includes(k));
  if (extra.length) throw new ValidationError(Object.fromEntries(extra.map((k) => [k, ['invalidValue']])));
  return body;
}
