import type { FastifyPluginAsync } from 'fastify';
import { whatsappConsentRoutes } from './whatsapp-consent';
import { requireCustomer } from '../http/customer-auth';
import { registerMultipart } from '../http/multipart';
import type { Services } from '../services';
import { accountAddressRoutes } from './account-addresses';
import { accountCustomerRoutes } from './account-customer';
import { noStore } from './account-errors';
import { accountPublicRoutes } from './account-public';
import { wishlistRoutes } from './wishlist';

/**
 * Every /ecom customer call. Public ones (login, registration, recovery, CEP) sit beside one encapsulated plugin
 * whose onRequest guard admits only a live bearer session; nothing here is cacheable.
 */
export const accountRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  noStore(app);
  await registerMultipart(app);
  await app.register(accountPublicRoutes, { services });
  await app.register(async (guarded) => {
    requireCustomer(guarded, services.account.sessions);
    await guarded.register(accountCustomerRoutes, { services });
    await guarded.register(accountAddressRoutes, { services });
    await guarded.register(wishlistRoutes, { services });
    await guarded.register(whatsappConsentRoutes, { services });
  });
};
