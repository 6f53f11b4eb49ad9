import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ApiConfig, SifenConfig } from '../config';
import { customers, orderItems, orders, payments, products } from '../db/schema';
import type { SifenDouble } from './doubles/sifen-double';
import type { TestApi } from './harness';

/**
 * SIFEN configured against a local double (HTTPS, mutual TLS) with the store certificate it made at test time and
 * trusts (issue 27 tests).
 */
export function sifenTestConfig(
  double: Pick<SifenDouble, 'url' | 'caFile' | 'store'>,
  overrides: Partial<SifenConfig> = {},
): Partial<ApiConfig> {
  const cert = double.store;
  const sifen: SifenConfig = {
    env: 'test',
    ruc: '80069563',
    rucDv: 1,
    businessName: 'Loja CDE S.A.',
    tradeName: 'Loja CDE',
    taxpayerType: 2,
    activity: { code: '47190', name: 'COMERCIO AL POR MENOR DE OTROS PRODUCTOS' },
    address: 'Avda. San Blas',
    houseNumber: 0,
    department: { code: 11, name: 'ALTO PARANA' },
    district: { code: 145, name: 'CIUDAD DEL ESTE' },
    city: { code: 3428, name: 'CIUDAD DEL ESTE(PLANTA URBANA)' },
    phone: '061500000',
    email: 'facturas@lojacde.com.py',
    timbrado: '12345678',
    timbradoStart: '2026-01-01',
    establishment: '001',
    point: '001',
    certFile: cert.certFile,
    keyFile: cert.keyFile,
    keyPassword: undefined,
    cscId: '0001',
    csc: 'ABCD0000000000000000000000000000',
    url: double.url,
    caFile: double.caFile,
    qrUrl: 'https://ekuatia.set.gov.py/consultas-test/qr?',
    sendMs: 200,
    // Long enough for the double (same process: TLS, signing checks) on a machine at load 16, where 1 s made the
    // batch test lose its request by chance; the 'hang' test waits this long once.
    timeoutMs: 8000,
    ...overrides,
  };
  return { sifen };
}

export type BuyerKind = 'ruc' | 'cedula' | 'brazilian';

let seq = 0;

/** A customer with one unpaid order of one product and its pending payment, written directly. */
export async function unpaidOrder(
  api: TestApi,
  kind: BuyerKind,
  opts: { ruc?: string; email?: string; productId?: number } = {},
) {
  const db = api.database.db;
  // The sequence keeps a file's buyers apart (a sum with the random part collided at 1,000 buyers); the random part
  // keeps files sharing one database apart.
  const n = `${++seq}-${Math.floor(Math.random() * 1e9)}`;
  const foreign = kind === 'brazilian';
  const [customer] = await db
    .insert(customers)
    .values({
      firstName: foreign ? 'João' : 'María',
      lastName: `Comprador ${n}`,
      email: opts.email ?? `buyer${n}@example.com`,
      phone: '+595 981 000000',
      documentType: kind === 'ruc' ? 'RUC' : kind === 'cedula' ? 'CEDULA' : 'CPF',
      document: kind === 'ruc' ? (opts.ruc ?? '80000519-8') : kind === 'cedula' ? '1234567' : '52998224725',
      identity: foreign ? '12.345.678-9' : '1234567',
      companyName: kind === 'ruc' ? 'Importadora Alto Paraná S.A.' : null,
      foreign,
      passwordHash: 'x',
    })
    .returning({ id: customers.id });
  const [product] = await db
    .select({ id: products.id, name: products.nameEs, code: products.code, vatRate: products.vatRate })
    .from(products)
    .where(opts.productId ? sql`${products.id} = ${opts.productId}` : sql`true`)
    .limit(1);
  const currencyId = foreign ? 2 : 3;
  const unit = foreign ? 12_550 : 350_000;
  const [order] = await db
    .insert(orders)
    .values({
      number: sql`nextval('order_number_seq')`,
      customerId: customer.id,
      currencyId,
      totalMinor: unit * 2,
      status: 'PAGAMENTO',
      expiresAt: new Date(Date.now() + 3_600_000),
      paymentMethod: foreign ? 'PIX' : 'TRANSFERENCIA',
    })
    .returning({ id: orders.id, externalId: orders.externalId });
  await db.insert(orderItems).values({
    orderId: order.id,
    productId: product.id,
    productName: product.name.slice(0, 200),
    productCode: product.code.slice(0, 40),
    // As checkout does: the product's IVA rate as sold.
    vatRate: product.vatRate,
    quantity: 2,
    unitPriceMinor: unit,
    subtotalMinor: unit * 2,
  });
  const [payment] = await db
    .insert(payments)
    .values({ orderId: order.id, method: foreign ? 'PIX' : 'TRANSFERENCIA', amountMinor: unit * 2 })
    .returning({ externalId: payments.externalId });
  return {
    customerId: customer.id,
    orderId: order.id,
    orderExternalId: order.externalId,
    paymentExternalId: payment.externalId,
    amountMinor: unit * 2,
    currencyId,
  };
}

/** The provider's approval, through the one place payments become paid. */
export async function pay(api: TestApi, o: Awaited<ReturnType<typeof unpaidOrder>>) {
  return api.services.paymentEvents.apply({
    eventId: randomUUID(),
    type: 'approved',
    paymentExternalId: o.paymentExternalId,
    amountMinor: o.amountMinor,
    currencyId: o.currencyId,
    method: null,
    instalments: 1,
  });
}
