import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { message } from '../../lib/contract/messages';
import { verifyWebhookSignature } from '../adapters/payment-gateway/webhook-signature';
import { requestLang } from '../http/request-lang';
import { inWireNames } from '../http/wire-names';
import { BadRequestError } from '../services/errors';
import type { Services } from '../services';

/** Header of an operator command: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.<path>\n<body>">` with the operator key. */
export const OPERATOR_SIGNATURE_HEADER = 'x-operator-signature';
/** What an operator command signs: the path (so a signature for one order is not one for another) and the body. */
export const operatorPayload = (path: string, body: string) => `${path}\n${body}`;

const refundBody = z.object({ actor: z.string().trim().min(1).max(200) });
const params = z.object({ externalId: z.uuid() });

/**
 * Operator commands (not for browsers, not in the API docs): `POST /interno/pedidos/{external_id}/estornar`, sent by
 * `npm run order:refund`, signed with the `operator` key derived from APP_SECRET and at most five minutes old; only
 * someone holding the server's secret can sign one. It runs the same refund service as the back office.
 */
export const operatorRoutes: FastifyPluginAsync<{
  services: Services;
  operatorKey: string;
  now?: () => Date;
}> = async (app, { services, operatorKey, now = () => new Date() }) => {
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
    done(null, body),
  );
  app.post('/pedidos/:externalId/estornar', { schema: { hide: true } }, async (req, reply) => {
    const raw = typeof req.body === 'string' ? req.body : '';
    const header = req.headers[OPERATOR_SIGNATURE_HEADER];
    const path = req.url.split('?')[0];
    if (
      !verifyWebhookSignature(
        operatorKey,
        operatorPayload(path, raw),
        typeof header === 'string' ? header : undefined,
        now().getTime(),
      )
    ) {
      return reply.code(401).send({ message: message('invalidSignature', requestLang(req)) });
    }
    const p = params.safeParse(req.params);
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      body = null;
    }
    const b = refundBody.safeParse(body);
    if (!p.success || !b.success) throw new BadRequestError();
    return inWireNames({ order: 'pedido' }, () =>
      services.payments.refund({ orderExternalId: p.data.externalId, actor: b.data.actor }),
    );
  });
};
