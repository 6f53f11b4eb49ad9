import type { FastifyInstance } from 'fastify';
import { message } from '../../lib/contract/messages';
import { STOREFRONT_KEY_HEADER } from '../../lib/contract/secrets';
import { isStorefront } from './rate-limit';
import { requestLang } from './request-lang';

/**
 * The admin and operator APIs (`/admin/*`, `/interno/*`) answer only calls that prove they come from the storefront's
 * server (its `x-storefront-key`, STOREFRONT_IDENTITY_KEY, which the API derives from APP_SECRET), issue 26 point 10.
 * The API's address is public (payment providers post their notifications to it; it is API_URL on Vercel), so a
 * staff bearer token that leaked, or a password guesser, must not be able to use it from anywhere: staff reach these
 * routes only through the back office's proxy (lib/admin/bff.ts), which adds the proof; `npm run order:refund` has
 * the API's environment and adds it too. Anyone else gets the plain 404 of an unknown path, before the body is read
 * and before any token or password is looked at, so the surface does not even show from outside.
 */
export function storefrontOnly(scope: FastifyInstance, storefrontKey: string): void {
  scope.addHook('onRequest', async (req, reply) => {
    if (isStorefront(req.headers[STOREFRONT_KEY_HEADER], storefrontKey)) return;
    return reply.code(404).send({ message: message('notFound', requestLang(req)) });
  });
}
