import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import type { StaffRole } from '../../lib/contract/admin';
import {
  customers,
  deliveryServices,
  orderItems,
  orders,
  payments,
  pickupPoints,
  products,
} from '../db/schema';
import type { TestApi } from './harness';

/** A staff member made the way staff:add makes one, set up through the link, signed in; TOTP for owner/manager. */
export async function staffMember(
  api: TestApi,
  clock: { now: () => Date; advance: (ms: number) => void },
  email: string,
  role: StaffRole,
) {
  const { setup_link } = await api.services.staff.accounts.add(
    { email, name: email.split('@')[0], role, lang: 'pt' },
    { staffId: null, email: 'cli:test' },
  );
  const setupToken = setup_link.split('#')[1];
  const info = await api.services.staff.accounts.setupInfo(setupToken);
  const secret = info.totp_secret;
  const code = async () =>
    secret ? generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) }) : undefined;
  const password = 'Balcao#Seguro2026';
  await api.services.staff.accounts.completeSetup({ token: setupToken, password, totp: await code() });
  clock.advance(30_000); // a TOTP code works once: the login uses the next one
  // Each member signs in from its own address, so a file's many sign-ins stay under the per-address limit.
  const res = await api.app.inject({
    method: 'POST',
    url: '/admin/auth/login',
    payload: { email, password, totp: await code() },
    remoteAddress: `127.0.1.${++seq % 250}`,
  });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  const token = res.json().token as string;
  /** A fresh TOTP on this session (issue 26): staff changes, refunds and rate changes for the next 5 minutes. */
  const stepUp = async () => {
    clock.advance(30_000);
    const up = await api.app.inject({
      method: 'POST',
      url: '/admin/session/step-up',
      headers: { authorization: `Bearer ${token}` },
      payload: { totp: await code() },
    });
    if (up.statusCode !== 200) throw new Error(`step-up ${email}: ${up.statusCode} ${up.body}`);
  };
  return { token, id: res.json().staff.id as number, email, password, secret, code, setupToken, stepUp };
}

let seq = 0;
/** A customer row (no password needed: these tests never sign in as them). */
export async function customer(api: TestApi, foreign: boolean, first = foreign ? 'Ana' : 'Luis') {
  seq++;
  const [c] = await api.database.db
    .insert(customers)
    .values({
      firstName: first,
      lastName: foreign ? 'Souza' : 'Benítez',
      email: `${first.toLowerCase()}${seq}@example.com`,
      phone: foreign ? '+55 11912345678' : '+595983123456',
      documentType: foreign ? 'CPF' : 'RUC',
      document: foreign ? '529.982.247-25' : `80069563-${seq % 10}`,
      identity: '123456',
      foreign,
      passwordHash: 'x',
    })
    .returning();
  return c;
}

/**
 * An order as checkout and the payment webhook leave it: stock taken, items, one payment. `status` PAGO gives it a
 * pickup code; delivery orders get the first delivery service, pickup orders the first pickup point.
 */
export async function order(
  api: TestApi,
  opts: {
    customerId: number;
    status: string;
    delivery: boolean;
    productId: number;
    quantity?: number;
    method?: string;
    createdAt?: Date;
  },
) {
  const db = api.database.db;
  const quantity = opts.quantity ?? 1;
  const [point] = await db.select().from(pickupPoints).limit(1);
  const [service] = await db.select().from(deliveryServices).limit(1);
  await db
    .update(products)
    .set({ stockQty: sql`${products.stockQty} - ${quantity}` })
    .where(eq(products.id, opts.productId));
  const paid = opts.status === 'PAGO' || opts.status === 'ENVIADO';
  seq++;
  const code = paid ? `TK${String(seq).padStart(4, '0')}` : null;
  const [o] = await db
    .insert(orders)
    .values({
      number: sql`nextval('order_number_seq')`,
      customerId: opts.customerId,
      currencyId: 2,
      totalMinor: 10_000 * quantity,
      status: opts.status,
      pickupCode: code,
      deliveryServiceId: opts.delivery ? service.id : null,
      pickupPointId: opts.delivery ? null : point.id,
      paymentMethod: opts.method ?? 'PIX',
      expiresAt: new Date(Date.now() + 3600_000),
      paidAt: paid ? new Date() : null,
      ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
    })
    .returning();
  await db.insert(orderItems).values({
    orderId: o.id,
    productId: opts.productId,
    productName: 'Perfume Teste',
    productCode: 'PT-1',
    quantity,
    unitPriceMinor: 10_000,
    subtotalMinor: 10_000 * quantity,
  });
  await db.insert(payments).values({
    orderId: o.id,
    method: opts.method ?? 'PIX',
    status: paid ? 'PAGO' : 'AGUARDANDO',
    amountMinor: o.totalMinor,
  });
  return o;
}
