import type { FastifyPluginAsync } from 'fastify';
import { message } from '../../lib/contract/messages';
import { requestLang } from '../http/request-lang';
import type { Services } from '../services';

/**
 * The gateway's notifications. Signed (HMAC-SHA256 over timestamp and raw body), refused when unsigned, tampered or
 * older than five minutes; a repeated event id is answered 200 and changes nothing. Any 2xx stops the gateway's
 * retries, so only a verified, applied (or already applied) event gets one.
 */
export const paymentWebhookRoutes: FastifyPluginAsync<{ services: Services; now?: () => Date }> = async (app, { services, now = () => new Date() }) => {
  // The signature covers the exact bytes: keep the body as the raw string.
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 65_536 }, (_req, body, done) => done(null, body));
  app.post('/webhook', { schema: { hide: true } }, async (req, reply) => {
    const raw = typeof req.body === 'string' ? req.body : '';
    const event = services.gateway.verifyWebhook(raw, req.headers, now().getTime());
    if (!event) return reply.code(401).send({ message: message('invalidSignature', requestLang(req)) });
    const outcome = await services.paymentEvents.apply(event);
    return reply.code(200).send({ ok: true, outcome });
  });
};
