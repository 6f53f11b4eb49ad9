import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  productDetailQuerySchema,
  productDetailSchema,
  productsQuerySchema,
  productsResponseSchema,
  productSummarySchema,
  relatedQuerySchema,
  slugParamSchema,
} from '../../lib/contract/catalog';
import { priceListQuerySchema, priceListResponseSchema } from '../../lib/contract/price-list';
import { NotFoundError } from '../services/errors';
import type { Services } from '../services';
import { publicCaching, publicErrors as errors } from './public-caching';

export const publicProductRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  publicCaching(app);
  const { products } = services;

  app.get(
    '/products',
    {
      schema: {
        tags: ['products'],
        summary: 'Product listing and search',
        description:
          'Filters: text (accent/case-insensitive, typo-tolerant), category_id, department_id, brand_id, brand_ids (comma list), tem_estoque, special=only|exclude, all_products=1. Sort: order_by "tem_estoque,{id|valor_venda|nome|ordem|p_text|relevancia}" with order "desc,{asc|desc}"; default tem_estoque desc, id desc. Prices converted to moeda_id (1 BRL, 2 USD, 3 PYG, 4 ARS; unknown → USD).',
        querystring: productsQuerySchema,
        response: { 200: productsResponseSchema, ...errors },
      },
    },
    async (req) => {
      return products.list(req.query);
    },
  );

  app.get(
    '/price-list',
    {
      schema: {
        tags: ['products'],
        summary: "A listing's whole in-stock price list (printing)",
        description:
          'The filters and sort of /products (no paging), in-stock only, every matching product in one answer up to 5,000 rows: id, codigo, nome, marca, first image, prices. truncated tells when the cap cut the list.',
        querystring: priceListQuerySchema,
        response: { 200: priceListResponseSchema, ...errors },
      },
    },
    async (req) => products.priceList(req.query),
  );

  app.get(
    '/products/:id/details',
    {
      schema: {
        tags: ['products'],
        summary: 'Product page data by id',
        params: idParamSchema,
        querystring: productDetailQuerySchema,
        response: { 200: productDetailSchema, ...errors },
      },
    },
    async (req) => {
      const found = await products.byId(req.params.id, req.query.lang, req.query.moeda_id);
      if (!found) throw new NotFoundError();
      return found;
    },
  );

  app.get(
    '/products/slug/:slug',
    {
      schema: {
        tags: ['products'],
        summary: 'Product page data by slug',
        params: slugParamSchema,
        querystring: productDetailQuerySchema,
        response: { 200: productDetailSchema, ...errors },
      },
    },
    async (req) => {
      const found = await products.bySlug(req.params.slug, req.query.lang, req.query.moeda_id);
      if (!found) throw new NotFoundError();
      return found;
    },
  );

  app.get(
    '/products/:id/related',
    {
      schema: {
        tags: ['products'],
        summary: 'In-stock products of the same brand',
        params: idParamSchema,
        querystring: relatedQuerySchema,
        response: { 200: z.object({ data: z.array(productSummarySchema) }), ...errors },
      },
    },
    async (req) => {
      const list = await products.related(req.params.id, req.query.lang, req.query.moeda_id, req.query.limit);
      if (!list) throw new NotFoundError();
      return { data: list };
    },
  );
};
