import { eq } from 'drizzle-orm';
import { currencyById, formatMoney, minorToMajor } from '../../../lib/money';
import type { Db } from '../../db/client';
import { customers, orders, whatsappMessages } from '../../db/schema';
import type { InvoiceHooks } from '../invoices';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type OrderUpdateEvent = 'paid' | 'ready' | 'shipped' | 'refunded';

/** Template names as approved in WhatsApp Manager, after the configured prefix; their body parameters below. */
const TEMPLATES: Record<OrderUpdateEvent, string> = {
  paid: 'pedido_pago', // {{1}} name, {{2}} order number, {{3}} pickup code
  ready: 'pedido_pronto', // {{1}} name, {{2}} order number, {{3}} pickup code
  shipped: 'pedido_enviado', // {{1}} name, {{2}} order number, {{3}} tracking note
  refunded: 'pedido_reembolsado', // {{1}} name, {{2}} order number, {{3}} amount
};

/**
 * The number as the Cloud API's `to` takes it: digits with the country code. Stored phones may lack it (spec §9:
 * Paraguay's is 595): a Paraguayan's "0981 …" becomes 595981…, a Brazilian's number without 55 gets it.
 */
export function whatsappNumber(phone: string, foreign: boolean): string | null {
  let digits = phone.replace(/\D/g, '');
  const country = foreign ? '55' : '595';
  if (!phone.trim().startsWith('+') && !digits.startsWith(country))
    digits = country + digits.replace(/^0+/, '');
  return digits.length >= 10 && digits.length <= 15 ? digits : null;
}

/**
 * Queues order updates for customers who asked for them (issue 28 point 4), in the transaction that changed the
 * order: the message exists exactly when the change does, and the WhatsApp worker sends it later, so Meta being
 * slow or down never holds an order up. Nothing is queued for a customer without consent or when WhatsApp is off.
 */
export function whatsappOrderUpdates({ templatePrefix }: { templatePrefix: string }) {
  async function queue(tx: Tx, orderId: number, event: OrderUpdateEvent, at: Date, note?: string | null) {
    const [row] = await tx
      .select({
        number: orders.number,
        pickupCode: orders.pickupCode,
        totalMinor: orders.totalMinor,
        currencyId: orders.currencyId,
        firstName: customers.firstName,
        phone: customers.phone,
        foreign: customers.foreign,
        consent: customers.whatsappUpdatesAt,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(orders.id, orderId));
    if (!row?.consent) return;
    const to = whatsappNumber(row.phone, row.foreign);
    if (!to) return;
    const currency = currencyById(row.currencyId);
    const third =
      event === 'shipped'
        ? note?.trim() || '—'
        : event === 'refunded'
          ? formatMoney(minorToMajor(row.totalMinor, currency), currency)
          : (row.pickupCode ?? '—');
    await tx
      .insert(whatsappMessages)
      .values({
        orderId,
        event,
        toPhone: to,
        template: `${templatePrefix}${TEMPLATES[event]}`,
        lang: row.foreign ? 'pt_BR' : 'es',
        params: [row.firstName, String(row.number), third],
        nextAttemptAt: at,
        createdAt: at,
      })
      .onConflictDoNothing();
  }

  return {
    queue,
    /** Both order hooks with the WhatsApp message added after the invoice's (paid: the pickup code is set by then). */
    around(invoices: InvoiceHooks | null): InvoiceHooks {
      return {
        async onOrderPaid(tx, orderId, at) {
          // The invoice number goes on to the paid e-mail (decision 0049).
          const invoice = (await invoices?.onOrderPaid(tx, orderId, at)) ?? null;
          await queue(tx, orderId, 'paid', at);
          return invoice;
        },
        async onRefund(tx, orderId, at) {
          await invoices?.onRefund(tx, orderId, at);
          await queue(tx, orderId, 'refunded', at);
        },
      };
    },
  };
}
export type WhatsappOrderUpdates = ReturnType<typeof whatsappOrderUpdates>;
