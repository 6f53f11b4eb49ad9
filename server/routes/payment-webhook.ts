import type { FastifyPluginAsync } from 'fastify';
import { message } from '../../lib/contract/messages';
import { ProviderUnavailable } from '../adapters/payment-gateway/types';
import { requestLang } from '../http/request-lang';
import type { Services } from '../services';

/**
 * Payment providers' notifications (not for browsers).
 * - `/webhook`: the built-in sandbox, signed with HMAC-SHA256 over timestamp and raw body, refused when unsigned,
 *   tampered or older than five minutes; only mounted when the sandbox is configured (never in production).
 * - `/pagopar`: checked with Pagopar's documented token, then the order's real state is queried; answered with the
 *   `resultado` array echoed, as Pagopar expects.
 * - `/ebanx`: only hash codes; each is queried at EBANX; answered 200.
 * Any 2xx stops a provider's retries, so only a believed and applied (or already applied) notification gets one; a
 * provider that cannot be queried right now gets a 503 and notifies again.
 */
export const paymentWebhookRoutes: FastifyPluginAsync<{ services: Services; now?: () => Date }> = async (
  app,
  { services, now = () => new Date() },
) => {
  // Signatures and tokens cover the exact bytes: keep bodies as raw strings.
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 65_536 }, (_req, body, done) =>
    done(null, body),
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 65_536 },
    (_req, body, done) => done(null, body),
  );
  const raw = (body: unknown) => (typeof body === 'string' ? body : '');

  const sandbox = services.payments.gateways.sandbox;
  if (sandbox) {
    app.post('/webhook', { schema: { hide: true } }, async (req, reply) => {
      const event = sandbox.verifyWebhook(raw(req.body), req.headers, now().getTime());
      if (!event) return reply.code(401).send({ message: message('invalidSignature', requestLang(req)) });
      const outcome = await services.paymentEvents.apply(event);
      return reply.code(200).send({ ok: true, outcome });
    });
  }

  for (const provider of ['pagopar', 'ebanx'] as const) {
    app.post(`/${provider}`, { schema: { hide: true } }, async (req, reply) => {
      let answer;
      try {
        answer = await services.payments.notify(provider, raw(req.body), req.headers, now().getTime());
      } catch (error) {
        // The provider could not be asked right now: not a 2xx, so it notifies again (reconciliation also catches up).
        if (!(error instanceof ProviderUnavailable)) throw error;
        req.log.warn({ err: error, provider }, 'payment notification: provider query failed');
        return reply.code(503).send({ message: message('paymentProviderUnavailable', requestLang(req)) });
      }
      if (!answer) return reply.code(400).send({ message: message('invalidNotification', requestLang(req)) });
      return reply.code(answer.status).send(answer.body);
    });
  }
};
