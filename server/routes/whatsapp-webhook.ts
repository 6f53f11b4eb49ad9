import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services';

/**
 * Meta's webhooks for the WhatsApp Business Cloud API (issue 28 point 4). Pages followed: "Webhooks — Getting
 * started" (developers.facebook.com/docs/graph-api/webhooks/getting-started: the GET verification request with
 * hub.mode=subscribe, hub.verify_token and hub.challenge, answered with the challenge; POST payloads signed in
 * X-Hub-Signature-256 as "sha256=" + HMAC-SHA256 of the raw body with the app secret) and the WhatsApp "messages"
 * webhook reference (developers.facebook.com/docs/whatsapp/cloud-api/webhooks/components: entry[].changes[].value
 * .statuses[] with id, status, timestamp, recipient_id). 404 while WhatsApp is off.
 */
const statusPayload = z.object({
  object: z.string(),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string(),
              value: z
                .object({
                  statuses: z
                    .array(z.object({ id: z.string().max(200), status: z.string().max(20) }))
                    .max(1000)
                    .optional(),
                })
                .loose(),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
});

const verifyQuery = z.object({
  'hub.mode': z.string().max(20).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
});

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export const whatsappWebhookRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  // The signature covers the exact bytes: keep the body as a raw string.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 262_144 },
    (_req, body, done) => done(null, body),
  );
  const hooks = () => services.whatsappUpdates.webhook;

  app.get('/webhook', { schema: { hide: true } }, async (req, reply) => {
    const cfg = hooks();
    if (!cfg) return reply.code(404).send({ message: 'not found' });
    const q = verifyQuery.safeParse(req.query);
    if (
      !q.success ||
      q.data['hub.mode'] !== 'subscribe' ||
      !cfg.verifyToken ||
      !same(q.data['hub.verify_token'] ?? '', cfg.verifyToken)
    )
      return reply.code(403).send({ message: 'forbidden' });
    return reply.header('content-type', 'text/plain').send(q.data['hub.challenge'] ?? '');
  });

  app.post('/webhook', { schema: { hide: true } }, async (req, reply) => {
    const cfg = hooks();
    if (!cfg) return reply.code(404).send({ message: 'not found' });
    const raw = typeof req.body === 'string' ? req.body : '';
    const given = String(req.headers['x-hub-signature-256'] ?? '');
    const expected = cfg.appSecret
      ? `sha256=${createHmac('sha256', cfg.appSecret).update(raw).digest('hex')}`
      : null;
    if (!expected || !same(given, expected)) return reply.code(401).send({ message: 'invalid signature' });
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return reply.code(400).send({ message: 'invalid body' });
    }
    const payload = statusPayload.safeParse(json);
    // Anything else Meta sends (incoming messages, other fields) is acknowledged and ignored.
    if (!payload.success) return reply.code(200).send({ ok: true });
    const statuses = payload.data.entry.flatMap((e) =>
      e.changes.filter((c) => c.field === 'messages').flatMap((c) => c.value.statuses ?? []),
    );
    const matched = await services.whatsappUpdates.deliveries.record(statuses);
    return reply.code(200).send({ ok: true, matched });
  });
};
