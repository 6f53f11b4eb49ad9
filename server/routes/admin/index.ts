import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../../services';
import { adminAuthRoutes, adminSessionRoutes } from './auth';
import { adminCartShareRoutes } from './cart-shares';
import { adminCatalogRoutes } from './catalog';
import { adminContentRoutes } from './content';
import { adminPictureRoutes } from './pictures';
import { adminInvoiceEventRoutes, adminInvoiceResendRoutes, adminInvoiceRoutes } from './invoices';
import { adminOrderHistoryRoutes, adminOrderRoutes, adminPickupRoutes, adminRefundRoutes } from './orders';
import { adminRateRoutes } from './rates';
import { adminReportRoutes } from './reports';
import { adminCustomerRoutes } from './customers';
import { adminDraftRoutes } from './drafts';
import { adminAuditRoutes, adminStaffRoutes } from './staff';

/**
 * The operations API under /admin (issue 19). One role guard per prefix, each in its own encapsulated plugin:
 *   /admin/auth            anyone (sign-in, setup link; rate-limited)
 *   /admin/session         every role (me, logout)
 *   /admin/orders          every role (list, detail, ship, cancel unpaid, today's counts);
 *                          /admin/orders/:number/history manager, owner (its own plugin, same prefix)
 *   /admin/pickup          every role (the counter)
 *   /admin/invoices        every role (SIFEN state, KuDE and XML downloads); /admin/invoice-resends and
 *                          /admin/invoice-events (cancellation, inutilización; step-up) manager, owner
 *   /admin/refunds         manager, owner
 *   /admin/exchange-rates  manager, owner
 *   /admin/staff           owner
 *   /admin/audit           owner
 *   /admin/content         manager, owner
 *   /admin/pictures        manager, owner (upload one picture: server/services/images)
 *   /admin/catalog         manager, owner (products, brands, categories, departments, import upload)
 *   /admin/cart-shares     every role (carts shoppers sent over WhatsApp, issue 28)
 *   /admin/reports         manager, owner (sales by campaign source and by seller, issue 28)
 *   /admin/customers       every role (finding the customer of a draft order, issue 28)
 *   /admin/draft-orders    every role (orders a seller builds; a clerk only their own; decision 0047)
 */
export const adminRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  await app.register(adminAuthRoutes, { prefix: '/auth', services });
  await app.register(adminSessionRoutes, { prefix: '/session', services });
  await app.register(adminOrderRoutes, { prefix: '/orders', services });
  await app.register(adminOrderHistoryRoutes, { prefix: '/orders', services });
  await app.register(adminPickupRoutes, { prefix: '/pickup', services });
  await app.register(adminRefundRoutes, { prefix: '/refunds', services });
  await app.register(adminInvoiceRoutes, { prefix: '/invoices', services });
  await app.register(adminInvoiceResendRoutes, { prefix: '/invoice-resends', services });
  await app.register(adminInvoiceEventRoutes, { prefix: '/invoice-events', services });
  await app.register(adminRateRoutes, { prefix: '/exchange-rates', services });
  await app.register(adminStaffRoutes, { prefix: '/staff', services });
  await app.register(adminAuditRoutes, { prefix: '/audit', services });
  await app.register(adminContentRoutes, { prefix: '/content', services });
  await app.register(adminPictureRoutes, { prefix: '/pictures', services });
  await app.register(adminCatalogRoutes, { prefix: '/catalog', services });
  await app.register(adminCartShareRoutes, { prefix: '/cart-shares', services });
  await app.register(adminReportRoutes, { prefix: '/reports', services });
  await app.register(adminCustomerRoutes, { prefix: '/customers', services });
  await app.register(adminDraftRoutes, { prefix: '/draft-orders', services });
};
