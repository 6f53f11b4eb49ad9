import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { currencyById, formatMoney, minorToMajor, type Rate } from '../../../lib/money';
import type { ChargeDetails } from '../../adapters/payment-gateway/types';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { templateRow } from '../../mail/outbox';
import { countedCheckout } from '../../metrics/metrics';
import { NotFoundError, UnauthenticatedError, UnavailableError, ValidationError } from '../errors';
import { buyerChargeAddress } from '../payments/charge-details';
import { readShippingQuote } from '../shipping/shipping-token';
import type { ExchangeRateService } from '../rates/exchange-rates';
import { holdSoliciting, pendingCheckout, SOLICITING_HOLD_MS, type PendingCheckout } from './charge-answer';
import {
  askCharge,
  charging,
  chargeRequestOf,
  gatewayFor,
  type ChargeAsked,
  type CheckoutGateways,
} from './charge-request';
import { ChargeLost, checkoutCharges, type PaymentStarted } from './checkout-charge';
import {
  buyerAndCart,
  buyerOf,
  closeCart,
  type CheckoutBuyer,
  finishCheckout,
  insertOrder,
  type NewOrder,
} from './checkout-queries';
import { CartChanged, placeAtOnce } from './place-at-once';
import { priceOrder } from './priced-order';
import { payAgainService } from './pay-again';
import { holdEndsAt, paymentWindowMs } from './payment-windows';
import {
  claimShipping,
  placeOf,
  shippingRefused,
  type CheckoutStart,
  type ShippingClaim,
} from './shipping-claim';

export type { CheckoutStart } from './shipping-claim';
export type { PaymentStarted } from './checkout-charge';
export type { CheckoutBuyer } from './checkout-queries';

/** A checkout's answer, with the customer it ran for (a shopper known by session learns it here). */
export type CheckoutStarted = PaymentStarted & { customerId: number };
export { storefrontUrl } from './charge-request';

export interface CheckoutDeps {
  db: Db;
  rates: ExchangeRateService;
  gateways: CheckoutGateways;
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

/**
 * Spec §7 iniciar-checkout: from a cart to an order awaiting payment. Transaction A: the cart row locked, the shipping
 * quote checked, every line re-priced from the catalogue, stock taken by conditional decrements in product order
 * (never below zero, no deadlock between two checkouts), the order, its items and its payment written, the cart
 * closed. A remote provider is then called outside any transaction and its answer applied by statement B
 * (checkout-charge.ts, decision 0036). Asking again for the same cart returns the same order.
 */
/** How long a replayed checkout waits for the request that is asking the provider (its timeout is 10 s by default). */
const HOLDER_WAIT_MS = 12_000;

export function checkoutService({
  db,
  rates,
  gateways,
  shippingKey,
  siteUrl,
  now = () => new Date(),
}: CheckoutDeps) {
  const charges = checkoutCharges({ db, siteUrl, now });

  /**
   * The order already made from this cart (a replayed call) and its payments. A payment still SOLICITANDO (the first
   * call got no answer) is asked about again here, under the same id. While another request holds it (a double
   * click during the provider call) this one waits for that answer, as it waited on the cart's lock before, up to
   * HOLDER_WAIT_MS; then 503.
   */
  async function existingAnswer(
    cartId: number,
    book: () => Promise<readonly Rate[]>,
  ): Promise<PaymentStarted | null> {
    const until = Date.now() + HOLDER_WAIT_MS;
    for (let waited = false; ; waited = true) {
      const [order] = await db
        .select({ id: orders.id, externalId: orders.externalId, number: orders.number })
        .from(orders)
        .where(eq(orders.cartId, cartId));
      // Gone while we waited: the provider refused it and the checkout was abandoned (its cart reopened).
      if (!order && waited)
        throw new ValidationError({ paymentMethod: ['paymentProviderRefused'] }, 'paymentProviderRefused');
      if (!order) return null;
      const list = await db
        .select({
          externalId: payments.externalId,
          link: payments.paymentLink,
          status: payments.status,
          provider: payments.provider,
        })
        .from(payments)
        .where(eq(payments.orderId, order.id))
        .orderBy(asc(payments.id));
      const last = list[list.length - 1];
      if (last.status !== 'SOLICITANDO')
        return {
          paymentLinks: list
            .map((p) => p.link)
            .filter((l): l is string => Boolean(l))
            .reverse(),
          order: { externalId: order.externalId, number: order.number },
          paymentExternalId: last.externalId,
        };
      const gateway = gateways.byName(last.provider);
      if (!gateway) throw new UnavailableError('paymentProviderUnavailable');
      if (await holdSoliciting(db, last.externalId, now())) {
        const pending = (await pendingCheckout(db, last.externalId))!;
        return charges.ask(gateway, pending, await book(), { again: true });
      }
      if (Date.now() >= until) throw new UnavailableError('paymentProviderUnavailable');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function start(
    buyer: CheckoutBuyer,
    externalId: string,
    input: CheckoutStart,
    draft?: DraftCheckout,
  ): Promise<CheckoutStarted> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await startOnce(buyer, externalId, input, draft);
      } catch (error) {
        // The cart or a price changed between the unlocked read and the one statement (place-at-once.ts): read and
        // price again; a changed line then fails the quote's signature as it always did. Twice more at most.
        if (error instanceof CartChanged && attempt < 3) continue;
        if (error instanceof CartChanged) throw shippingRefused('shippingToken');
        // A retry found its first charge made but lost (Pagopar refuses the repeated id without its hash): that order
        // was abandoned and its cart reopened, so the same call makes a new order. A draft's own writes are not redone.
        if (!(error instanceof ChargeLost)) throw error;
        if (draft)
          throw new ValidationError({ paymentMethod: ['paymentProviderRefused'] }, 'paymentProviderRefused');
        return startOnce(buyer, externalId, input);
      }
    }
  }

  async function startOnce(
    buyer: CheckoutBuyer,
    externalId: string,
    input: CheckoutStart,
    draft?: DraftCheckout,
  ): Promise<CheckoutStarted> {
    // The quote is read first (no I/O) so the place it names comes with the buyer; a refused quote is thrown only
    // after the replay check: a retried request finds its order even if its quote expired since. A shopper known
    // only by the session (checked in the read below) is taken to be the quote's customer until the read says who
    // they are; anyone else is refused as claimShipping refuses a quote made for another customer.
    const nowMs = now().getTime();
    const claimedCustomer =
      typeof buyer === 'number' ? buyer : (readShippingQuote(input.shippingToken, nowMs)?.customerId ?? 0);
    let claim: ShippingClaim | null = null;
    let refusal: unknown = null;
    try {
      claim = claimShipping(input, claimedCustomer, nowMs);
    } catch (error) {
      refusal = error;
    }
    const found = await buyerAndCart(
      db,
      buyer,
      externalId,
      {
        pointId: claim?.pointId ?? null,
        addressId: claim?.addressId ?? null,
      },
      new Date(nowMs),
    );
    if (!found && typeof buyer !== 'number') throw new UnauthenticatedError();
    if (!found) throw new NotFoundError();
    const customerId = found.customerId;
    if (customerId !== claimedCustomer) {
      claim = null;
      refusal = shippingRefused('shippingToken');
    }
    if (found.cartId === null || (found.cartCustomerId !== null && found.cartCustomerId !== customerId))
      throw new NotFoundError();
    const cartId = found.cartId;
    const ratesNow = async () => (await rates.get()).rates;
    if (found.orderId !== null) return { ...(await existingAnswer(cartId, ratesNow))!, customerId };
    const customer = found;
    const lang = customer.foreign ? 'pt' : 'es';

    // Everything that needs no lock is checked before the transaction opens, so the locks are held for the writes only.
    const gateway = gatewayFor(gateways, customer.foreign, input.paymentMethod);
    if (!claim) throw refusal;
    const shipping = placeOf(claim, found, input);
    const book = await ratesNow();
    const orderExternalId = randomUUID();
    const paymentExternalId = randomUUID();

    const at = now();
    const expiresAt = holdEndsAt(at, input.paymentMethod);
    const pricing = {
      customerId,
      foreign: customer.foreign,
      shipping,
      input,
      shippingKey,
      at,
      expiresAt,
      book,
      orderExternalId,
      draft,
    };
    const chargeOf = (
      order: { id: number; number: number },
      priced: { order: NewOrder; totalMinor: number },
    ) => {
      // What a remote provider's charge needs, from the order's RETURNING and the lines just written.
      const details: ChargeDetails = {
        orderNumber: order.number,
        buyer: buyerOf(found),
        items: priced.order.lines.map((l) => ({
          productId: l.productId,
          name: l.name,
          quantity: l.quantity,
          totalMinor: l.quantity * l.unitPriceMinor,
        })),
      };
      const asked: ChargeAsked = {
        paymentExternalId,
        orderId: order.id,
        amountMinor: priced.totalMinor,
        currencyId: priced.order.currencyId,
        method: input.paymentMethod,
        foreign: customer.foreign,
        at,
        expiresAt,
        rates: book,
        details: async () => details,
      };
      // The SOLICITANDO payment as charge-answer.ts reads it back (pendingCheckout), without the read.
      const pending: PendingCheckout = {
        paymentExternalId,
        status: 'SOLICITANDO',
        provider: gateway.name,
        paymentLink: null,
        method: input.paymentMethod,
        orderId: order.id,
        orderExternalId,
        orderNumber: order.number,
        amountMinor: priced.totalMinor,
        currencyId: priced.order.currencyId,
        expiresAt,
        foreign: customer.foreign,
        email: customer.email,
        firstName: customer.firstName,
      };
      return { details, asked, pending };
    };

    // A remote provider's checkout: cart close, order, items, payment SOLICITANDO and stock in one statement over
    // the lines read above (place-at-once.ts), then the call, outside any transaction, then statement B.
    if (!gateway.inTransaction && !draft) {
      if (found.cartCurrencyId === null) throw new NotFoundError();
      const cart = { id: cartId, currencyId: found.cartCurrencyId, lines: found.lines };
      const priced = priceOrder({ ...pricing, cart });
      // Refusals that need no call (EBANX's CPF and boleto address, Pagopar's limits), before anything is written:
      // the charge as it will be asked, for an order not numbered yet.
      if (gateway.precheck) {
        const { asked } = chargeOf({ id: 0, number: 0 }, priced);
        const request = {
          ...chargeRequestOf(siteUrl, db, asked),
          address: () => buyerChargeAddress(db, customerId, shipping.addressId),
        };
        await charging(async () => gateway.precheck!(request));
      }
      const order = await placeAtOnce(db, priced.order, cart.lines, {
        externalId: paymentExternalId,
        method: input.paymentMethod ?? 'A_DEFINIR',
        provider: gateway.name,
        nextCheckAt: new Date(at.getTime() + SOLICITING_HOLD_MS),
      });
      // A concurrent call for this cart closed it first: its order is the answer.
      if (!order) {
        const again = await existingAnswer(cartId, ratesNow);
        if (!again) throw new NotFoundError();
        return { ...again, customerId };
      }
      const { details, pending } = chargeOf(order, priced);
      return { ...(await charges.ask(gateway, pending, book, { details: async () => details })), customerId };
    }

    // Transaction A, for the sandbox (which writes its books in it) and a seller's draft (its own writes join it):
    // the cart locked and its lines read under the lock, the order, its payment and its stock, the call inside.
    const written = await db.transaction(async (tx) => {
      const cart = await closeCart(tx, cartId, customerId, at);
      // A concurrent call for this cart won the lock first: its order is answered once this transaction is over.
      if (!cart) return { replay: true as const };
      const priced = priceOrder({ ...pricing, cart, unpaid: cart.unpaid });
      const { order: newOrder, totalMinor, itemsMinor } = priced;
      const currency = currencyById(cart.currencyId);
      const lines = newOrder.lines;
      const order = await insertOrder(tx, newOrder);
      if (draft)
        await draft.inTransaction(tx, { id: order.id, number: order.number, totalMinor, itemsMinor });
      const { asked } = chargeOf(order, priced);
      const { charge, row } = await askCharge(siteUrl, tx as unknown as Db, gateway, asked);
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
      const answer: PaymentStarted = {
        paymentLinks: [charge.url],
        order: { externalId: orderExternalId, number: order.number },
        paymentExternalId,
      };
      return { answer };
    });
    if ('replay' in written) {
      const again = await existingAnswer(cartId, ratesNow);
      if (!again) throw new NotFoundError();
      return { ...again, customerId };
    }
    return { ...written.answer, customerId };
  }

  const payAgain = payAgainService({ db, rates, gateways, siteUrl, now });

  return countedCheckout({ start, payAgain });
}
