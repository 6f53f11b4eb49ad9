import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderParamsSchema } from '../../lib/contract/checkout';
import { invoiceStatesSchema } from '../../lib/contract/invoices';
import { requireCustomer, sessionOf } from '../http/customer-auth';
import type { Services } from '../services';

/** KuDE (A4 or the 80 mm ticket) or the signed XML; `tipo` nota-credito gives the refund's credit note. */
export const invoiceDownloadQuery = z.object({
  formato: z.enum(['a4', 'ticket', 'xml']).optional().default('a4'),
  tipo: z.enum(['fatura', 'nota-credito']).optional().default('fatura'),
});

/** Issue 27: a customer downloads the invoice of one of their own orders (another customer's: 404). */
export const invoiceRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  requireCustomer(app, services.account.sessions);
  app.get(
    '/pedidos/:externalId/faturas',
    {
      schema: {
        tags: ['orders'],
        summary: "The order's electronic documents and their SIFEN state",
        params: orderParamsSchema,
        response: { 200: invoiceStatesSchema },
      },
    },
    async (req) => ({
      data: (await services.invoices.forCustomerOrder(sessionOf(req).customerId, req.params.externalId)).map(
        (i) => ({
          tipo: i.kind === 'FE' ? ('fatura' as const) : ('nota-credito' as const),
          numero: i.number,
          status: i.status,
        }),
      ),
    }),
  );
  app.get(
    '/pedidos/:externalId/fatura',
    {
      schema: {
        tags: ['orders'],
        summary: "The order's electronic invoice: KuDE PDF (A4, 80 mm ticket) or signed XML",
        params: orderParamsSchema,
        querystring: invoiceDownloadQuery,
      },
    },
    async (req, reply) => {
      const file = await services.invoices.download(
        { customerId: sessionOf(req).customerId, orderExternalId: req.params.externalId },
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
