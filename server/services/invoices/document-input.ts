import { asc, eq } from 'drizzle-orm';
import { formatRuc, isValidRuc } from '../../../lib/validators';
import type { Buyer, DocumentInput, PaymentCoding } from '../../adapters/sifen';
import type { VatTreatment } from '../../adapters/sifen/document';
import type { Db } from '../../db/client';
import { customers, invoices, orderItems, orders } from '../../db/schema';

/** The store's payment methods in the manual's iTiPago codes (decision 0042 says why cards are "Pago Electrónico"). */
const PAYMENT: Record<string, PaymentCoding> = {
  TRANSFERENCIA: { code: 5, description: 'Transferencia' },
  PIX: { code: 5, description: 'Transferencia' },
  APP_BANCARIA: { code: 17, description: 'Pago Móvil' },
  BOCAS_COBRANZA: { code: 1, description: 'Efectivo' },
  VOUCHER: { code: 16, description: 'Pago bancario' },
};
const ELECTRONIC: PaymentCoding = { code: 21, description: 'Pago Electrónico' };
export const paymentCoding = (method: string | null): PaymentCoding =>
  (method && PAYMENT[method]) || ELECTRONIC;

type Customer = typeof customers.$inferSelect;

/** The buyer as decision 0042 codes them: RUC → taxpayer, cédula → consumer, a Brazilian → foreign consumer. */
export function buyerOf(c: Customer): Buyer {
  const name = `${c.firstName} ${c.lastName}`.trim();
  const email = c.email;
  if (c.foreign) {
    const passport = c.documentType === 'PASSAPORTE';
    return {
      kind: 'foreign',
      country: 'BRA',
      countryName: 'Brasil',
      document: passport ? 'passport' : 'foreign-id',
      number: passport ? c.document : c.identity || c.document,
      name,
      email,
    };
  }
  if (c.documentType === 'RUC' && isValidRuc(c.document)) {
    const [ruc, dv] = formatRuc(c.document).split('-');
    return { kind: 'taxpayer', ruc, dv: Number(dv), name: c.companyName?.trim() || name, email };
  }
  return { kind: 'consumer', cedula: c.document.replace(/[^0-9A-Za-z]/g, ''), name, email };
}

const VAT_OF_RATE: Record<(typeof orderItems.$inferSelect)['vatRate'], VatTreatment> = {
  '10': 'included10',
  '5': 'included5',
  exento: 'exempt',
};

/** Everything one invoice row's document says, read from the order as it was sold. */
export async function documentInput(
  db: Db,
  invoice: typeof invoices.$inferSelect,
  associatedCdc?: string,
): Promise<DocumentInput> {
  const [row] = await db
    .select()
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, invoice.orderId));
  const lines = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, invoice.orderId))
    .orderBy(asc(orderItems.id));
  const { orders: order, customers: customer } = row;
  const currency = order.currencyId === 3 ? 'PYG' : 'USD';
  // Spec §1: Paraguayans' prices include IVA at each product's rate as sold (10 %, 5 % or exempt); Brazilians' are
  // exempt (decision 0042). Delivery is a service at the general rate.
  const vat = customer.foreign ? 'exempt' : 'included10';
  const items: DocumentInput['items'] = lines.map((l) => ({
    code: l.productCode,
    description: l.productName,
    quantity: l.quantity,
    unitMinor: l.unitPriceMinor,
    vat: customer.foreign ? 'exempt' : VAT_OF_RATE[l.vatRate],
  }));
  if (order.shippingMinor > 0)
    items.push({
      code: 'FLETE',
      description: 'Envío a domicilio',
      quantity: 1,
      unitMinor: order.shippingMinor,
      vat,
    });
  return {
    kind: invoice.kind === 'NCE' ? 'credit-note' : 'invoice',
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    securityCode: invoice.securityCode,
    buyer: buyerOf(customer),
    currency,
    exchangeRate: invoice.exchangeRate ? Number(invoice.exchangeRate) : undefined,
    items,
    payment: paymentCoding(order.paymentMethod),
    associatedCdc,
  };
}
