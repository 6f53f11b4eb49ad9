import { createHmac } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeWhatsapp } from '../config-whatsapp';
import { orders, whatsappMessages } from '../db/schema';
import { bearer, brazilian, register, testClock } from '../test/account-fixtures';
import { whatsappCloudDouble } from '../test/doubles/whatsapp-cloud-api';
import { startTestApi, type TestApi } from '../test/harness';
import { testWhatsapp as whatsapp } from '../test/whatsapp-fixtures';
import { pay, unpaidOrder } from '../test/invoice-fixtures';
import { whatsappSender } from '../workers/whatsapp-worker';
import { sendTemplateMessage } from '../adapters/whatsapp/cloud-api';

const clock = testClock(new Date('2026-11-26T13:00:00Z'));
let api: TestApi;

const signed = (body: string, secret = whatsapp.appSecret!) => ({
  'content-type': 'application/json',
  'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
});

beforeAll(async () => {
  api = await startTestApi(30, { config: { whatsapp }, deps: { now: clock.now } });
});
afterAll(() => api?.close());

describe('order updates on WhatsApp (issue 28)', () => {
  it("queues the paid template with the pickup code for a shopper who opted in, none for one who did not; the sender delivers it to Meta's API", async () => {
    const optedIn = await unpaidOrder(api, 'brazilian');
    const silent = await unpaidOrder(api, 'cedula');
    await api.services.whatsappUpdates.consent.set(optedIn.customerId, true);
    expect(await pay(api, optedIn)).toBe('applied');
    expect(await pay(api, silent)).toBe('applied');
    const queued = await api.database.db
      .select()
      .from(whatsappMessages)
      .where(inArray(whatsappMessages.orderId, [optedIn.orderId, silent.orderId]));
    expect(queued).toHaveLength(1);
    const [order] = await api.database.db.select().from(orders).where(eq(orders.id, optedIn.orderId));
    expect(queued[0]).toMatchObject({
      orderId: optedIn.orderId,
      event: 'paid',
      template: 'loja_pedido_pago',
      lang: 'pt_BR',
      toPhone: '595981000000',
      params: ['João', String(order.number), order.pickupCode],
      status: 'pending',
    });

    const meta = whatsappCloudDouble(whatsapp);
    expect(
      await whatsappSender({
        db: api.database.db,
        send: (m) => sendTemplateMessage(whatsapp, m, meta.fetch),
        now: clock.now,
      })(),
    ).toBe(1);
    expect(meta.sent).toEqual([
      expect.objectContaining({
        to: '595981000000',
        name: 'loja_pedido_pago',
        lang: 'pt_BR',
        params: queued[0].params,
      }),
    ]);
    const [after] = await api.database.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.id, queued[0].id));
    expect(after).toMatchObject({ status: 'sent', providerId: meta.sent[0].id });

    // Meta's status webhook, signed with the app secret: the message was delivered.
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1029384756',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '59561500000', phone_number_id: whatsapp.phoneNumberId },
                statuses: [
                  {
                    id: meta.sent[0].id,
                    status: 'delivered',
                    timestamp: '1795000000',
                    recipient_id: '595981000000',
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const forged = await api.app.inject({
      method: 'POST',
      url: '/whatsapp/webhook',
      payload: body,
      headers: signed(body, 'other'),
    });
    expect(forged.statusCode).toBe(401);
    const res = await api.app.inject({
      method: 'POST',
      url: '/whatsapp/webhook',
      payload: body,
      headers: signed(body),
    });
    expect(res.json()).toEqual({ ok: true, matched: 1 });
    const [status] = await api.database.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.id, queued[0].id));
    expect(status.deliveryStatus).toBe('delivered');
  });

  it('retries a message Meta refused, keeping the error', async () => {
    const o = await unpaidOrder(api, 'brazilian');
    await api.services.whatsappUpdates.consent.set(o.customerId, true);
    await pay(api, o);
    const wrongToken = whatsappCloudDouble({ ...whatsapp, accessToken: 'another' });
    expect(
      await whatsappSender({
        db: api.database.db,
        send: (m) => sendTemplateMessage(whatsapp, m, wrongToken.fetch),
        now: clock.now,
      })(),
    ).toBe(0);
    const [row] = await api.database.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.orderId, o.orderId));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toContain('190');
  });

  it("answers Meta's verification handshake only with the verify token", async () => {
    const q = (token: string) =>
      `/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`;
    const ok = await api.app.inject({ method: 'GET', url: q(whatsapp.verifyToken!) });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect((await api.app.inject({ method: 'GET', url: q('guess') })).statusCode).toBe(403);
  });

  it('keeps the consent with the time it was given, from the profile', async () => {
    const token = (await register(api.app, brazilian('zap@x.test'))).json().token as string;
    const put = (ativo: boolean) =>
      api.app.inject({
        method: 'PUT',
        url: '/ecom/cliente/whatsapp-atualizacoes',
        payload: { ativo },
        headers: bearer(token),
      });
    expect((await put(true)).json()).toEqual({
      ativo: true,
      desde: clock.now().toISOString(),
      disponivel: true,
    });
    clock.advance(60_000);
    // Ticked again: the first time stays.
    expect((await put(true)).json().desde).toBe(new Date(clock.now().getTime() - 60_000).toISOString());
    expect((await put(false)).json()).toEqual({ ativo: false, desde: null, disponivel: true });
    const get = await api.app.inject({
      method: 'GET',
      url: '/ecom/cliente/whatsapp-atualizacoes',
      headers: bearer(token),
    });
    expect(get.json()).toEqual({ ativo: false, desde: null, disponivel: true });
  });

  it('is off without a phone number id and token, and the start line says so', () => {
    expect(describeWhatsapp(null, null)).toMatch(/^WhatsApp order updates: off/);
  });
});
