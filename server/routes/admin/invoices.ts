import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminInvoiceSchema, adminInvoicesSchema, inutilizedSchema } from '../../../lib/contract/invoices';
import { actorOf, requireStaff, requireStepUp } from '../../http/staff-auth';
import type { Services } from '../../services';
import { invoiceDownloadQuery } from '../invoices';
import { adminErrors } from './admin-errors';

const tags = ['admin'];
const params = z.object({ number: z.coerce.number().int().min(1).max(2_147_483_647) });
type Summary = Awaited<ReturnType<Services['invoices']['forOrder']>>[number];
const answer = (i: Summary) => ({
  id: i.id,
  kind: i.kind,
  number: i.number,
  cdc: i.cdc,
  status: i.status,
  set_code: i.setCode,
  set_message: i.setMessage,
  attempts: i.attempts,
  issued_at: i.issuedAt.toISOString(),
  cancellable: i.cancellable,
});

/** Issue 27: an order's electronic documents, their SIFEN state (a rejection with SET's reason), and downloads. */
export const adminInvoiceRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  requireStaff(app, services.staff.sessions, ['owner', 'manager', 'clerk']);
  app.get(
    '/:number',
    {
      schema: {
        tags,
        summary: "The order's invoice and credit notes with SIFEN's verdicts",
        params,
        response: { 200: adminInvoicesSchema, ...adminErrors },
      },
    },
    async (req) => ({
      enabled: services.invoices.enabled,
      data: (
        await services.invoices.forOrder(await services.invoices.orderIdByNumber(req.params.number))
      ).map(answer),
    }),
  );
  app.get(
    '/:number/download',
    {
      schema: {
        tags,
        summary: "KuDE (A4 or 80 mm) or signed XML of the order's invoice or credit note",
        params,
        querystring: invoiceDownloadQuery,
      },
    },
    async (req, reply) => {
      const orderId = await services.invoices.orderIdByNumber(req.params.number);
      const file = await services.invoices.download(
        { orderId },
        req.query.formato,
        req.query.tipo === 'fatura' ? 'FE' : 'NCE',
      );
      return reply
        .header('content-type', file.type)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
};

/** Manager and owner: resend a document SIFEN rejected, after the data was fixed. */
export const adminInvoiceResendRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  requireStaff(app, services.staff.sessions, ['owner', 'manager']);
  app.post(
    '/:number/:invoiceId',
    {
      schema: {
        tags,
        summary: 'Resend a rejected invoice (same number, new document)',
        params: params.extend({ invoiceId: z.coerce.number().int().min(1).max(2_147_483_647) }),
        response: { 200: adminInvoiceSchema, ...adminErrors },
      },
    },
    async (req, reply) => {
      const resent = await services.invoices.resend(
        await services.invoices.orderIdByNumber(req.params.number),
        req.params.invoiceId,
        actorOf(req),
      );
      if (!resent)
        return reply.code(409).send({ message: 'Only a rejected document can be resent.' } as never);
      return answer(resent);
    },
  );
};

const reasonBody = z.object({ motivo: z.string().trim().min(5).max(500) });

/**
 * Manager and owner: SIFEN events (decision 0049). Cancelling an approved invoice within SET's 48 hours, and the
 * inutilización of numbers never issued; both need a fresh TOTP, as refunds do, and both are audited.
 */
export const adminInvoiceEventRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  requireStaff(app, services.staff.sessions, ['owner', 'manager']);
  const preHandler = requireStepUp(services.staff.sessions);
  app.post(
    '/cancel/:number/:invoiceId',
    {
      schema: {
        tags,
        summary: 'Cancel an approved invoice at SIFEN (within 48 h of approval); needs a fresh TOTP',
        params: params.extend({ invoiceId: z.coerce.number().int().min(1).max(2_147_483_647) }),
        body: reasonBody,
        response: { 200: adminInvoicesSchema, ...adminErrors },
      },
      preHandler,
    },
    async (req) => {
      const orderId = await services.invoices.orderIdByNumber(req.params.number);
      await services.invoices.cancel(orderId, req.params.invoiceId, req.body.motivo, actorOf(req));
      return {
        enabled: services.invoices.enabled,
        data: (await services.invoices.forOrder(orderId)).map(answer),
      };
    },
  );
  app.post(
    '/inutilize',
    {
      schema: {
        tags,
        summary:
          'Declare a range of never-issued numbers unused at SIFEN (inutilización); needs a fresh TOTP',
        body: reasonBody
          .extend({
            tipo: z.enum(['fatura', 'nota-credito']),
            desde: z.number().int().min(1).max(9_999_999),
            ate: z.number().int().min(1).max(9_999_999),
          })
          .refine((b) => b.ate >= b.desde && b.ate - b.desde < 1000, { path: ['ate'] }),
        response: { 200: inutilizedSchema, ...adminErrors },
      },
      preHandler,
    },
    async (req) => {
      const done = await services.invoices.inutilize(
        {
          kind: req.body.tipo === 'fatura' ? 'FE' : 'NCE',
          from: req.body.desde,
          to: req.body.ate,
          reason: req.body.motivo,
        },
        actorOf(req),
      );
      return { set_code: done.setCode, set_message: done.setMessage };
    },
  );
};
