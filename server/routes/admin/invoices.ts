import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminInvoiceSchema, adminInvoicesSchema } from '../../../lib/contract/invoices';
import { actorOf, requireStaff } from '../../http/staff-auth';
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
