import { convertUsd, type Rate } from '../../../lib/money';
import { ValidationError } from '../errors';
import type { CartLine, NewOrder } from './checkout-queries';
import { shippingRefused, verifyBound, type CheckoutStart, type placeOf } from './shipping-claim';
import { assertUnpaidRoom } from './unpaid-orders';

/**
 * The order a cart makes, priced from its lines: the checks that need no database (the quote names this cart and
 * currency and signed these very lines, the cart is not empty, every product is for sale and in stock as read, a
 * draft's discount within its bound) in the order the shopper is answered, then the items at today's rates. Shared by
 * the one-statement checkout (lines read unlocked, checked unchanged by the statement) and the transactional one
 * (lines read under the cart's lock).
 */
export function priceOrder(p: {
  cart: { id: number; currencyId: number; lines: readonly CartLine[] };
  customerId: number;
  foreign: boolean;
  shipping: ReturnType<typeof placeOf>;
  input: CheckoutStart;
  shippingKey: string;
  at: Date;
  expiresAt: Date;
  book: readonly Rate[];
  orderExternalId: string;
  draft?: { sellerStaffId: number; discountMinor: number; maxDiscountShare: number };
  /** Unpaid orders counted under the cart's lock (transactional path); the one statement counts them itself. */
  unpaid?: number | string | null;
}): { order: NewOrder; itemsMinor: number; totalMinor: number } {
  const { cart, shipping, input, draft } = p;
  if (shipping.quote.cartId !== cart.id || shipping.quote.currencyId !== cart.currencyId)
    throw shippingRefused('shippingToken');
  const rows = cart.lines;
  if (!rows.length) throw new ValidationError({ lines: ['cartEmpty'] }, 'cartEmpty');
  // The quote priced these very lines (issue 18): a cart changed since needs a new quote.
  verifyBound(p.shippingKey, input.shippingToken, rows, p.at.getTime());
  if (p.unpaid !== undefined) assertUnpaidRoom(p.unpaid);
  const lines = rows.map((r) => {
    if (r.priceUsd === null || !r.hasUnit || !r.showPrice)
      throw new ValidationError({ lines: ['productUnavailable'] }, 'productUnavailable');
    // Already short when read: refused without writing anything (the stock take is what guarantees it).
    if (r.stockQty! < r.quantity) throw new ValidationError({ lines: ['outOfStock'] }, 'outOfStock');
    return {
      productId: r.productId,
      quantity: r.quantity,
      name: (p.foreign ? r.namePt : r.nameEs)!,
      code: r.code!,
      unitPriceMinor: convertUsd(r.priceUsd, cart.currencyId, p.book).minor,
    };
  });
  const itemsMinor = lines.reduce((sum, l) => sum + l.unitPriceMinor * l.quantity, 0);
  const discountMinor = draft?.discountMinor ?? 0;
  if (draft && discountMinor > Math.floor(itemsMinor * draft.maxDiscountShare))
    throw new ValidationError({ discount: ['discountTooLarge'] }, 'discountTooLarge');
  const totalMinor = itemsMinor - discountMinor + shipping.quote.amountMinor;
  const order: NewOrder = {
    externalId: p.orderExternalId,
    customerId: p.customerId,
    cartId: cart.id,
    currencyId: cart.currencyId,
    totalMinor,
    shippingMinor: shipping.quote.amountMinor,
    serviceId: shipping.quote.serviceId,
    pointId: shipping.pickupPointId,
    addressId: shipping.addressId,
    cityId: shipping.quote.serviceId ? shipping.quote.cityId : null,
    paymentMethod: input.paymentMethod,
    expiresAt: p.expiresAt,
    at: p.at,
    sellerStaffId: draft?.sellerStaffId ?? null,
    discountMinor,
    lines,
  };
  return { order, itemsMinor, totalMinor };
}
