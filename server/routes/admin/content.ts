import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentAdminSchema,
  saveBannerSchema,
  saveCarouselSchema,
  saveDeliveryServiceSchema,
  savePickupPointSchema,
  saveSellerSchema,
  saveSettingsSchema,
} from '../../../lib/contract/admin-content';
import { actorOf, requireStaff } from '../../http/staff-auth';
import type { Services } from '../../services';
import { DELETABLE } from '../../services/content/content-admin';
import { adminErrors } from './admin-errors';

const tags = ['admin'];
const response = { 200: contentAdminSchema, ...adminErrors };
const deleteParams = z.object({
  kind: z.enum(DELETABLE),
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/**
 * Manager and owner: the storefront's content (issue 20 point 4). PUT /:kind creates (no id) or updates (id) one
 * row and answers the whole content, so the page redraws from what was saved.
 */
export const adminContentRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  requireStaff(app, services.staff.sessions, ['owner', 'manager']);
  const content = services.staff.content;
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Banners, popup, carousels, team, pickup points, hours, delivery fees',
        response,
      },
    },
    async () => content.get(),
  );
  app.put(
    '/banners',
    {
      schema: {
        tags,
        summary: 'Create or update a banner (types 1–7; 7 is the popup)',
        body: saveBannerSchema,
        response,
      },
    },
    async (req) => content.saveBanner(req.body, actorOf(req)),
  );
  app.put(
    '/carousels',
    { schema: { tags, summary: 'Create or update a home carousel', body: saveCarouselSchema, response } },
    async (req) => content.saveCarousel(req.body, actorOf(req)),
  );
  app.put(
    '/sellers',
    {
      schema: {
        tags,
        summary: 'Create or update a member of the sales team',
        body: saveSellerSchema,
        response,
      },
    },
    async (req) => content.saveSeller(req.body, actorOf(req)),
  );
  app.put(
    '/pickup-points',
    {
      schema: {
        tags,
        summary: 'Create or update a pickup point, hours in both languages',
        body: savePickupPointSchema,
        response,
      },
    },
    async (req) => content.savePickupPoint(req.body, actorOf(req)),
  );
  app.put(
    '/delivery-services',
    {
      schema: {
        tags,
        summary: 'Create or update a delivery service: fees and districts',
        body: saveDeliveryServiceSchema,
        response,
      },
    },
    async (req) => content.saveDeliveryService(req.body, actorOf(req)),
  );
  app.put(
    '/settings',
    {
      schema: {
        tags,
        summary: 'Store hours in both languages and the popup',
        body: saveSettingsSchema,
        response,
      },
    },
    async (req) => content.saveSettings(req.body, actorOf(req)),
  );
  app.delete(
    '/:kind/:id',
    { schema: { tags, summary: 'Delete a banner, carousel or seller', params: deleteParams, response } },
    async (req) => content.remove(req.params.kind, req.params.id, actorOf(req)),
  );
};
