import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { exchangeRates, invoices, orders } from '../../db/schema';
import { takeNumber } from './invoice-numbers';
import type { Tx } from './tx';

/** PYG's and USD's ids in the currencies table (spec §3). */
const PYG = 3;
const USD = 2;

/** Guaraníes per unit of the order's currency (null for PYG), from the store's rate table at this moment. */
async function guaraniesPer(tx: Tx, currencyId: number): Promise<string | null> {
  if (currencyId === PYG) return null;
  const [direct] = await tx
    .select()
    .from(exchangeRates)
    .where(and(eq(exchangeRates.sourceCurrencyId, currencyId), eq(exchangeRates.targetCurrencyId, PYG)));
  if (direct) return direct.multiply ? direct.rate : String(1 / Number(direct.rate));
  const [inverse] = await tx
    .select()
    .from(exchangeRates)
    .where(and(eq(exchangeRates.sourceCurrencyId, PYG), eq(exchangeRates.targetCurrencyId, currencyId)));
  if (inverse) return inverse.multiply ? String(1 / Number(inverse.rate)) : inverse.rate;
  throw new Error(`no exchange rate between currency ${currencyId} and PYG for the invoice`);
}

const securityCode = () => String(randomInt(1, 1_000_000_000)).padStart(9, '0');

/**
 * The invoice rows, written in the transactions that make an order paid or refunded (so they are never lost); the
 * background sender makes, signs and sends the XML. Off (null) when SIFEN is not configured.
 */
export function invoiceHooks(series: { establishment: string; point: string }) {
  return {
    /** Returns the new invoice's number (001-001-0000042) for the payment e-mail, or null when none was made. */
    async onOrderPaid(tx: Tx, orderId: number, at: Date): Promise<string | null> {
      const [order] = await tx
        .select({ currencyId: orders.currencyId })
        .from(orders)
        .where(eq(orders.id, orderId));
      const [existing] = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'FE')));
      if (!order || existing) return null;
      if (order.currencyId !== PYG && order.currencyId !== USD)
        throw new Error(`orders in currency ${order.currencyId} cannot be invoiced`);
      const exchangeRate = await guaraniesPer(tx, order.currencyId);
      const number = await takeNumber(tx, 'FE', series.establishment, series.point);
      await tx.insert(invoices).values({
        orderId,
        kind: 'FE',
        ...series,
        number,
        securityCode: securityCode(),
        exchangeRate,
        issuedAt: at,
        nextAttemptAt: at,
        updatedAt: at,
      });
      return `${series.establishment}-${series.point}-${String(number).padStart(7, '0')}`;
    },

    /** A refund credits the order's invoice in full with a credit note (none when there was no invoice). */
    async onRefund(tx: Tx, orderId: number, at: Date): Promise<void> {
      const [invoice] = await tx
        .select()
        .from(invoices)
        .where(
          and(
            eq(invoices.orderId, orderId),
            eq(invoices.kind, 'FE'),
            inArray(invoices.status, ['pending', 'sent', 'approved', 'approved_with_observations']),
          ),
        )
        .orderBy(desc(invoices.id));
      if (!invoice) return;
      const [note] = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.creditsInvoiceId, invoice.id), eq(invoices.kind, 'NCE')));
      if (note) return;
      const number = await takeNumber(tx, 'NCE', invoice.establishment, invoice.point);
      await tx.insert(invoices).values({
        orderId,
        kind: 'NCE',
        establishment: invoice.establishment,
        point: invoice.point,
        number,
        securityCode: securityCode(),
        exchangeRate: invoice.exchangeRate,
        creditsInvoiceId: invoice.id,
        issuedAt: at,
        nextAttemptAt: at,
        updatedAt: at,
      });
    },
  };
}
export type InvoiceHooks = ReturnType<typeof invoiceHooks>;
