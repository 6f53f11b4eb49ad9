import { createStaticPix, hasError } from 'pix-utils';
import QRCode from 'qrcode';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isMethodAllowed, MAX_INSTALMENTS, paymentMethodsFor } from '../../lib/contract/checkout';
import { intParam } from '../../lib/contract/common';
import { convertMinor, currencyById, formatMoney, minorToMajor } from '../../lib/money';
import type { Charge } from '../adapters/payment-gateway/sandbox/sandbox-books';
import type { MethodOption } from '../adapters/payment-gateway/sandbox/hosted-page';
import type { SandboxDesk } from '../adapters/payment-gateway/sandbox/sandbox-gateway';
import { NotFoundError } from '../services/errors';
import type { Services } from '../services';

const LABELS: Record<'pt' | 'es', Record<string, string>> = {
  pt: { PIX: 'PIX', CARTAO: 'Cartão de crédito (até 10x)', VOUCHER: 'Voucher' },
  es: {
    PASARELA: 'Pasarela de pago local',
    QR: 'Pago con QR',
    TRANSFERENCIA: 'Transferencia bancaria',
    TARJETA: 'Tarjeta de crédito o débito',
    APP_BANCARIA: 'App del banco',
    BOCAS_COBRANZA: 'Bocas de cobranza',
    POS: 'Terminal POS en la tienda',
  },
};
const BRL = 1;

const paramsSchema = z.object({ chargeId: z.uuid() });
const decisionSchema = z.object({
  decision: z.enum(['approve', 'decline']),
  method: z.string().max(30).optional(),
  parcelas: intParam(1, MAX_INSTALMENTS).optional().default(1),
});

/**
 * The sandbox gateway's hosted page (what a real provider serves on its own domain): the store, the amount and the
 * methods of the buyer's kind — PIX with a real BR Code and QR, card in up to 10 instalments with each amount,
 * voucher; the Paraguayan methods — and two buttons. Deciding returns the shopper to the store; the store learns the
 * outcome only from the signed webhook.
 */
export const sandboxGatewayRoutes: FastifyPluginAsyncZod<{
  services: Services;
  desk: SandboxDesk;
  now?: () => Date;
}> = async (app, { services, desk, now = () => new Date() }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  async function page(charge: Charge, decided: boolean): Promise<string> {
    const currency = currencyById(charge.currencyId);
    const lang = charge.lang === 'es' ? 'es' : 'pt';
    const brazilian = charge.buyerKind === 'brazilian';
    const codes = paymentMethodsFor(brazilian);
    const methods: MethodOption[] = codes.map((code) => ({ code, label: LABELS[lang][code] }));
    const money = (minor: number) => formatMoney(minorToMajor(minor, currency), currency);
    let pix = null;
    if (brazilian && !decided) {
      // PIX settles in reais: the dollar amount at the store's current rate.
      const brlMinor = convertMinor(charge.amountMinor, currency.id, BRL, (await services.rates.get()).rates);
      const pixObject = createStaticPix({
        merchantName: 'LOJA CDE',
        merchantCity: 'CIUDAD DEL ESTE',
        pixKey: 'pagamentos@lojacde.com.py',
        infoAdicional: `Pedido ${charge.paymentExternalId.slice(0, 8)}`,
        txid: charge.id.replace(/-/g, '').slice(0, 25),
        transactionAmount: brlMinor / 100,
      });
      if (hasError(pixObject)) throw new Error('PIX payload could not be built');
      const code = pixObject.toBRCode();
      pix = {
        code,
        qrSvg: await QRCode.toString(code, { type: 'svg', margin: 1 }),
        amount: formatMoney(brlMinor / 100, currencyById(BRL)),
      };
    }
    // Card instalments (spec §9: up to 10) are a Brazilian option.
    const instalments = brazilian
      ? Array.from({ length: MAX_INSTALMENTS }, (_, i) => {
          const n = i + 1;
          return { n, label: `${n}x de ${money(Math.ceil(charge.amountMinor / n))}` };
        })
      : [];
    return desk.render({
      lang,
      chargeId: charge.id,
      amount: money(charge.amountMinor),
      methods,
      selected: charge.method,
      instalments,
      pix,
      decided: decided ? { approved: charge.status === 'approved', returnUrl: charge.returnUrl } : null,
    });
  }

  app.get('/pay/:chargeId', { schema: { hide: true, params: paramsSchema } }, async (req, reply) => {
    const charge = await desk.find(req.params.chargeId);
    if (!charge) throw new NotFoundError();
    return reply.type('text/html; charset=utf-8').send(await page(charge, charge.status !== 'pending'));
  });

  app.post(
    '/pay/:chargeId',
    { schema: { hide: true, params: paramsSchema, body: decisionSchema } },
    async (req, reply) => {
      const existing = await desk.find(req.params.chargeId);
      if (!existing) throw new NotFoundError();
      const brazilian = existing.buyerKind === 'brazilian';
      const method =
        req.body.method && isMethodAllowed(brazilian, req.body.method)
          ? req.body.method
          : (existing.method ?? paymentMethodsFor(brazilian)[0]);
      const charge = await desk.decide(
        existing.id,
        {
          approve: req.body.decision === 'approve',
          method,
          instalments: method === 'CARTAO' ? req.body.parcelas : 1,
        },
        now(),
      );
      return reply.redirect(charge!.returnUrl, 303);
    },
  );
};
