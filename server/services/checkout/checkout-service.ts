import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import { isMethodAllowed } from '../../../lib/contract/checkout';
import { convertUsd, currencyById, formatMoney, minorToMajor, type Rate } from '../../../lib/money';
import {
  BuyerDataRefused,
  ProviderRefused,
  ProviderUnavailable,
  type ChargeDetails,
  type ChargeResult,
  type PaymentGateway,
} from '../../adapters/payment-gateway/types';
import type { Db } from '../../db/client';
import { customers, orders, payments } from '../../db/schema';
import { templateRow } from '../../mail/outbox';
import { countedCheckout } from '../../metrics/metrics';
import { NotFoundError, UnavailableError, ValidationError } from '../errors';
import type { ExchangeRateService } from '../rates/exchange-rates';
import { chargeAddress, chargeDetails } from '../payments/charge-details';
import {
  buyerAndCart,
  cartLines,
  closeCart,
  finishCheckout,
  insertOrder,
  type NewPayment,
} from './checkout-queries';
import { holdEndsAt, paymentWindowMs } from './payment-windows';
import {
  claimShipping,
  placeOf,
  shippingRefused,
  verifyBound,
  type CheckoutStart,
  type ShippingClaim,
} from './shipping-claim';

export type { CheckoutStart } from './shipping-claim';
import { assertUnpaidRoom } from './unpaid-orders';

/** An order awaiting payment, as checkout and pay-now answer it (the route writes spec §7's shape). */
export interface PaymentStarted {
  /** Where the shopper pays, newest first: the first is the gateway's hosted page. */
  paymentLinks: string[];
  order: { externalId: string; number: number };
  /** The payment the browser polls (spec §4). */
  paymentExternalId: string;
}

export interface CheckoutDeps {
  db: Db;
  rates: ExchangeRateService;
  /** The payment provider of each buyer kind (server/services/payments/gateways.ts). */
  gateways: { forBuyer(foreign: boolean): PaymentGateway | null };
  /** keys['shipping-token']. */
  shippingKey: string;
  siteUrl: string;
  now?: () => Date;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A draft order sent by a seller (issue 28 point 3, decision 0047): the same checkout, with the seller recorded, a
 * manager's discount taken off (bounded against the items as priced now) and the caller's own writes (its audit row,
 * the draft marked sent) in the checkout's transaction.
 */
export interface DraftCheckout {
  sellerStaffId: number;
  discountMinor: number;
  /** The largest share of the items' total a discount may be (0.15: 15 %). */
  maxDiscountShare: number;
  inTransaction: (
    tx: Tx,
    order: { id: number; number: number; totalMinor: number; itemsMinor: number },
  ) => Promise<void>;
}

/** What a provider's charge is asked with. */
interface ChargeAsked {
  paymentExternalId: string;
  orderId: number;
  amountMinor: number;
  currencyId: number;
  method: string | null;
  foreign: boolean;
  at: Date;
  expiresAt: Date;
  rates: readonly Rate[];
  /** Checkout has them from its own insert; pay-now reads them (chargeDetails). */
  details?: () => Promise<ChargeDetails>;
}

/** Storefront URL in the buyer's language: pt-BR at the spec's paths, es-PY under /es-PY. */
export const storefrontUrl = (siteUrl: string, foreign: boolean, path: string) =>
  `${siteUrl}${foreign ? '' : '/es-PY'}${path}`;

/**
 * Spec §1: a method chosen in step 2 (or on pay-now) must be one of the buyer kind's, and one its configured provider
 * offers; a buyer kind without a provider (production without one configured) cannot pay at all.
 */
function gatewayFor(
  gateways: CheckoutDeps['gateways'],
  foreign: boolean,
  method: string | null | undefined,
): PaymentGateway {
  const gateway = gateways.forBuyer(foreign);
  if (!gateway)
    throw new ValidationError({ paymentMethod: ['noPaymentMethodForRegion'] }, 'noPaymentMethodForRegion');
  const offered = gateway.methods(foreign ? 'brazilian' : 'paraguayan') as readonly string[];
  if (method && (!isMethodAllowed(foreign, method) || !offered.includes(method)))
    throw new ValidationError({ paymentMethod: ['paymentMethodNotForRegion'] }, 'paymentMethodNotForRegion');
  return gateway;
}

/** A provider's failure as the shopper reads it; the transaction around the call rolls back, so nothing is half-written. */
async function charging(call: () => Promise<ChargeResult>): Promise<ChargeResult> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw new UnavailableError('paymentProviderUnavailable');
    if (error instanceof ProviderRefused)
      throw new ValidationError({ paymentMethod: ['paymentProviderRefused'] }, 'paymentProviderRefused');
    if (error instanceof BuyerDataRefused)
      throw new ValidationError({ [error.field]: [error.messageKey] }, error.messageKey);
    throw error;
  }
}

/**
 * Spec §7 iniciar-checkout: from a cart to an order awaiting payment, in one transaction — the cart row locked, the
 * shipping quote checked, every line re-priced from the catalogue, stock taken by conditional decrements in product
 * order (never below zero, no deadlock between two checkouts), the order, its items, its payment, the gateway's
 * charge and the e-mail written together, the cart closed. Asking again for the same cart returns the same order.
 */
export function checkoutService({
  db,
  rates,
  gateways,
  shippingKey,
  siteUrl,
  now = () => new Date(),
}: CheckoutDeps) {
  /**
   * A payment awaiting the shopper: the gateway's charge (its hosted page returns to /checkout/payment in the buyer's
   * language) and the payment row that records it. Checkout writes the row inside its last statement
   * (finishCheckout), pay-now on its own (openPayment).
   */
  async function askCharge(
    tx: Tx,
    gateway: PaymentGateway,
    p: ChargeAsked,
  ): Promise<{ charge: ChargeResult; row: NewPayment }> {
    const charge = await charging(() =>
      gateway.createCharge(tx as unknown as Db, {
        paymentExternalId: p.paymentExternalId,
        amountMinor: p.amountMinor,
        currencyId: p.currencyId,
        method: p.method,
        lang: p.foreign ? 'pt' : 'es',
        buyerKind: p.foreign ? 'brazilian' : 'paraguayan',
        returnUrl: `${storefrontUrl(siteUrl, p.foreign, '/checkout/payment')}?pagamento=${p.paymentExternalId}`,
        expiresAt: p.expiresAt,
        // Read only by remote providers (buyer profile, lines): the sandbox costs no extra statements.
        details: p.details ?? (() => chargeDetails(tx as unknown as Db, p.orderId)),
        address: () => chargeAddress(tx as unknown as Db, p.orderId),
        rates: p.rates,
      }),
    );
    const row: NewPayment = {
      externalId: p.paymentExternalId,
      orderId: p.orderId,
      method: p.method ?? 'A_DEFINIR',
      amountMinor: p.amountMinor,
      provider: gateway.name,
      gatewayReference: charge.reference,
      paymentLink: charge.url,
      providerAmountMinor: charge.providerAmountMinor ?? null,
      providerCurrencyId: charge.providerCurrencyId ?? null,
      instructions: charge.instructions ?? null,
      createdAt: p.at,
    };
    return { charge, row };
  }

  /** Pay-now's new payment: the charge, then its row, in the caller's transaction. */
  async function openPayment(tx: Tx, gateway: PaymentGateway, p: ChargeAsked): Promise<ChargeResult> {
    const { charge, row } = await askCharge(tx, gateway, p);
    await tx
      .insert(payments)
      .values({
        ...row,
        instructions: row.instructions as never,
        status: 'AGUARDANDO',
        updatedAt: row.createdAt,
      })
      // Every value is given (none undefined), so the statement keeps one text under its name.
      .prepare('checkout_insert_payment')
      .execute();
    return charge;
  }

  async function existingAnswer(tx: Tx | Db, cartId: number): Promise<PaymentStarted | null> {
    const [order] = await tx
      .select({ id: orders.id, externalId: orders.externalId, number: orders.number })
      .from(orders)
      .where(eq(orders.cartId, cartId));
    if (!order) return null;
    const list = await tx
      .select({ externalId: payments.externalId, link: payments.paymentLink })
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(asc(payments.id));
    const last = list[list.length - 1];
    return {
      paymentLinks: list
        .map((p) => p.link)
        .filter((l): l is string => Boolean(l))
        .reverse(),
      order: { externalId: order.externalId, number: order.number },
      paymentExternalId: last.externalId,
    };
  }

  async function start(
    customerId: number,
    externalId: string,
    input: CheckoutStart,
    draft?: DraftCheckout,
  ): Promise<PaymentStarted> {
    // The quote is read first (no I/O) so the place it names comes with the buyer; a refused quote is thrown only
    // after the replay check: a retried request finds its order even if its quote expired since.
    let claim: ShippingClaim | null = null;
    let refusal: unknown = null;
    try {
      claim = claimShipping(input, customerId, now().getTime());
    } catch (error) {
      refusal = error;
    }
    const found = await buyerAndCart(db, customerId, externalId, {
      pointId: claim?.pointId ?? null,
      addressId: claim?.addressId ?? null,
    });
    if (
      !found ||
      found.cartId === null ||
      (found.cartCustomerId !== null && found.cartCustomerId !== customerId)
    )
      throw new NotFoundError();
    if (found.orderId !== null) return (await existingAnswer(db, found.cartId))!;
    const customer = found;
    const cartId = found.cartId;
    const lang = customer.foreign ? 'pt' : 'es';

    // Everything that needs no lock is checked before the transaction opens, so the locks are held for the writes only.
    const gateway = gatewayFor(gateways, customer.foreign, input.paymentMethod);
    if (!claim) throw refusal;
    const shipping = placeOf(claim, found, input);
    const book = (await rates.get()).rates;
    const orderExternalId = randomUUID();
    const paymentExternalId = randomUUID();

    return db.transaction(async (tx) => {
      const at = now();
      const expiresAt = holdEndsAt(at, input.paymentMethod);
      const cart = await closeCart(tx, cartId, customerId, at);
      if (!cart) {
        // A concurrent call for this cart won the lock first (a new statement sees its committed order).
        const again = await existingAnswer(tx, cartId);
        if (!again) throw new NotFoundError();
        return again;
      }
      if (shipping.quote.cartId !== cart.id || shipping.quote.currencyId !== cart.currencyId)
        throw shippingRefused('shippingToken');

      const rows = await cartLines(tx, cart.id);
      if (!rows.length) throw new ValidationError({ lines: ['cartEmpty'] }, 'cartEmpty');
      // The quote priced these very lines (issue 18): a cart changed since needs a new quote.
      verifyBound(shippingKey, input.shippingToken, rows, at.getTime());
      assertUnpaidRoom(cart.unpaid);
      const lines = rows.map((r) => {
        if (r.priceUsd === null || !r.hasUnit || !r.showPrice)
          throw new ValidationError({ lines: ['productUnavailable'] }, 'productUnavailable');
        // Already short when read: refused without writing anything (finishCheckout below is what guarantees it).
        if (r.stockQty! < r.quantity) throw new ValidationError({ lines: ['outOfStock'] }, 'outOfStock');
        const unitPriceMinor = convertUsd(r.priceUsd, cart.currencyId, book).minor;
        return {
          productId: r.productId,
          quantity: r.quantity,
          name: (lang === 'es' ? r.nameEs : r.namePt)!,
          code: r.code!,
          unitPriceMinor,
        };
      });

      const currency = currencyById(cart.currencyId);
      const itemsMinor = lines.reduce((sum, l) => sum + l.unitPriceMinor * l.quantity, 0);
      const discountMinor = draft?.discountMinor ?? 0;
      if (draft && discountMinor > Math.floor(itemsMinor * draft.maxDiscountShare))
        throw new ValidationError({ discount: ['discountTooLarge'] }, 'discountTooLarge');
      const totalMinor = itemsMinor - discountMinor + shipping.quote.amountMinor;
      const order = await insertOrder(tx, {
        externalId: orderExternalId,
        customerId,
        cartId: cart.id,
        currencyId: cart.currencyId,
        totalMinor,
        shippingMinor: shipping.quote.amountMinor,
        serviceId: shipping.quote.serviceId,
        pointId: shipping.pickupPointId,
        addressId: shipping.addressId,
        cityId: shipping.quote.serviceId ? shipping.quote.cityId : null,
        paymentMethod: input.paymentMethod,
        expiresAt,
        at,
        sellerStaffId: draft?.sellerStaffId ?? null,
        discountMinor,
        lines,
      });
      if (draft)
        await draft.inTransaction(tx, { id: order.id, number: order.number, totalMinor, itemsMinor });
      // What a remote provider's charge needs, from the order insert's RETURNING and the lines just written.
      const details: ChargeDetails = {
        orderNumber: order.number,
        buyer: order.buyer,
        items: lines.map((l) => ({
          productId: l.productId,
          name: l.name,
          quantity: l.quantity,
          totalMinor: l.quantity * l.unitPriceMinor,
        })),
      };
      const { charge, row } = await askCharge(tx, gateway, {
        paymentExternalId,
        orderId: order.id,
        amountMinor: totalMinor,
        currencyId: cart.currencyId,
        method: input.paymentMethod,
        foreign: customer.foreign,
        at,
        expiresAt,
        rates: book,
        details: async () => details,
      });
      const total = formatMoney(minorToMajor(totalMinor, currency), currency);
      const mail = templateRow(
        {
          to: customer.email!,
          template: 'order-received',
          params: {
            lang,
            name: customer.firstName!,
            orderNumber: order.number,
            total,
            href: charge.url,
            holdMinutes: paymentWindowMs(input.paymentMethod) / 60_000,
          },
        },
        at,
      );
      // Payment row, mail and stock in one statement; stock last inside it (finishCheckout).
      if (!(await finishCheckout(tx, row, mail, lines)))
        throw new ValidationError({ lines: ['outOfStock'] }, 'outOfStock');
      return {
        paymentLinks: [charge.url],
        order: { externalId: orderExternalId, number: order.number },
        paymentExternalId,
      };
    });
  }

  /**
   * Pay-now after a declined or abandoned payment (spec §2 order detail): while the order awaits payment, a pending
   * payment is returned as it is; otherwise a new payment with its own hosted page is made.
   */
  async function payAgain(
    customerId: number,
    orderExternalId: string,
    method: string | null,
  ): Promise<PaymentStarted> {
    const [customer] = await db
      .select({ foreign: customers.foreign })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!customer) throw new NotFoundError();
    const gateway = gatewayFor(gateways, customer.foreign, method);
    const paymentExternalId = randomUUID();
    // Read before the transaction: the rates' memo may need the database, which on PGlite is this transaction's.
    const book = (await rates.get()).rates;
    return db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.externalId, orderExternalId), eq(orders.customerId, customerId)))
        .for('update');
      if (!order) throw new NotFoundError('orderNotFound');
      if (order.status !== 'PAGAMENTO' || order.releasedAt)
        throw new ValidationError({ order: ['paymentNotPending'] }, 'paymentNotPending');
      // Its hold is over (the release job may not have run yet): its stock is no longer its own, so no new payment.
      if (order.expiresAt.getTime() <= now().getTime())
        throw new ValidationError({ order: ['orderExpired'] }, 'orderExpired');
      const [pending] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'AGUARDANDO')))
        .orderBy(desc(payments.id))
        .limit(1);
      const answer = (p: { externalId: string; paymentLink: string | null }) => ({
        paymentLinks: p.paymentLink ? [p.paymentLink] : [],
        order: { externalId: order.externalId, number: order.number },
        paymentExternalId: p.externalId,
      });
      if (pending) return answer(pending);
      const at = now();
      const charge = await openPayment(tx, gateway, {
        paymentExternalId,
        orderId: order.id,
        amountMinor: order.totalMinor,
        currencyId: order.currencyId,
        method,
        foreign: customer.foreign,
        at,
        expiresAt: order.expiresAt,
        rates: book,
      });
      return answer({ externalId: paymentExternalId, paymentLink: charge.url });
    });
  }

  return countedCheckout({ start, payAgain });
}
