import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  brandSchema,
  categoriesQuerySchema,
  categorySchema,
  exchangeRateSchema,
  idParamSchema,
  langQuerySchema,
  sellerSchema,
  startQuerySchema,
  startResponseSchema,
} from '../../lib/contract/catalog';
import { homeContentSchema, storeInfoSchema } from '../../lib/contract/admin-content';
import { NotFoundError } from '../services/errors';
import type { Services } from '../services';
import { publicCaching, publicErrors as errors } from './public-caching';

export const publicCatalogRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  publicCaching(app);
  const { taxonomy, rates, content } = services;

  app.get(
    '/start',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Start data: categories, specials, brands, rates, banners',
        querystring: startQuerySchema,
        response: { 200: startResponseSchema, ...errors },
      },
    },
    async (req) => {
      const { lang, tem_estoque } = req.query;
      const [categories, categoriesSpecial, brands, book, banners] = await Promise.all([
        taxonomy.categoryTree({ lang, special: false, inStockOnly: tem_estoque }),
        taxonomy.categoryTree({ lang, special: true, inStockOnly: tem_estoque }),
        taxonomy.brands(),
        rates.get(),
        content.banners(lang),
      ]);
      return {
        categories,
        categories_special: categoriesSpecial,
        brands,
        exchange_rates: book.contract,
        banners,
      };
    },
  );

  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Category tree (special=only for the XO line, brand_id to narrow)',
        querystring: categoriesQuerySchema,
        response: { 200: z.array(categorySchema), ...errors },
      },
    },
    async (req) => {
      const { lang, special, specials, brand_id } = req.query;
      return taxonomy.categoryTree({ lang, special: Boolean(special ?? specials), brandId: brand_id });
    },
  );

  app.get(
    '/categories/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Brands with products in a category',
        params: idParamSchema,
        response: { 200: z.array(brandSchema), ...errors },
      },
    },
    async (req) => {
      const list = await taxonomy.brandsOfCategory(req.params.id);
      if (!list) throw new NotFoundError();
      return list;
    },
  );

  app.get(
    '/brands',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'All brands',
        querystring: langQuerySchema,
        response: { 200: z.array(brandSchema), ...errors },
      },
    },
    async () => {
      return taxonomy.brands();
    },
  );

  app.get(
    '/exchange',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Exchange rates against the dollar',
        response: { 200: z.object({ exchange_rates: z.array(exchangeRateSchema) }) },
      },
    },
    async () => {
      return { exchange_rates: (await rates.get()).contract };
    },
  );

  app.get(
    '/team',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Sales team with WhatsApp contacts',
        response: { 200: z.array(sellerSchema) },
      },
    },
    async () => {
      return content.team();
    },
  );

  app.get(
    '/home',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Home content: banners inside their dates, popup delay, carousels',
        querystring: langQuerySchema,
        response: { 200: homeContentSchema, ...errors },
      },
    },
    async (req) => content.home(req.query.lang),
  );

  app.get(
    '/store-info',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Store hours in the asked language',
        querystring: langQuerySchema,
        response: { 200: storeInfoSchema, ...errors },
      },
    },
    async (req) => content.storeInfo(req.query.lang),
  );
};
