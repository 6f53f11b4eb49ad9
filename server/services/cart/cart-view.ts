import { currencyById } from '../../../lib/money';
import { productToken } from '../catalog/product-token';
import type { Line } from './cart-lines';
import type { CartProduct } from './cart-products';

export interface CartHead {
  id: number;
  externalId: string;
  currencyId: number;
  addressId: number | null;
  customerId: number | null;
}

export interface LineRow extends Line {
  id: number;
}

/** One line of a cart as the shopper sees it, at the current price. Money in minor units of the cart's currency. */
export interface CartLineView {
  id: number;
  product: CartProduct;
  quantity: number;
  unitPriceMinor: number;
  subtotalMinor: number;
  /** False: the shopper removed it (kept, hidden). */
  active: boolean;
  /** The product's signed current price: the client echoes it to prove which price it showed. */
  token: string;
  /** The price the shopper last saw is not the current one. */
  priceChanged: boolean;
  /** The quantity was lowered to the stock. */
  quantityAdjusted: boolean;
}

/** A cart at current prices: what the cart service answers (the route turns it into spec §7's body). */
export interface CartView {
  id: number;
  externalId: string;
  currencyId: number;
  /** Every line, removed ones included. */
  lines: CartLineView[];
  /** Sum of the active lines, minor units. */
  totalMinor: number;
  /** Units in the active lines. */
  units: number;
  addressId: number | null;
  /** The cart belongs to a customer: only that customer's session reads or changes it. */
  bound: boolean;
}

/**
 * The cart at current prices. `clientTokens` are the product tokens the client sent with this change: a token that
 * is not the current one means the shopper saw another price.
 */
export function toCartView(
  cart: CartHead,
  lines: LineRow[],
  products: Map<number, CartProduct>,
  priceKey: string,
  clientTokens: Map<number, string> = new Map(),
): CartView {
  // An unknown id reads as the default currency, as everywhere money is shown.
  const currencyId = currencyById(cart.currencyId).id;
  let totalMinor = 0;
  let units = 0;
  const views: CartLineView[] = [];
  for (const line of lines) {
    const p = products.get(line.productId);
    // A product taken off sale disappears from the cart; so does one whose price is hidden (decision 0025: it is
    // not sold online, and no line, total or token may carry its price).
    if (!p || !p.showsPrice) continue;
    const token = productToken(priceKey, p.id, currencyId, p.priceMinor);
    const sent = clientTokens.get(p.id);
    const changed =
      sent !== undefined
        ? sent !== token
        : line.storedPriceMinor !== null && line.storedPriceMinor !== p.priceMinor;
    const subtotalMinor = p.priceMinor * line.quantity;
    if (line.active) {
      totalMinor += subtotalMinor;
      units += line.quantity;
    }
    views.push({
      id: line.id,
      product: p,
      quantity: line.quantity,
      unitPriceMinor: p.priceMinor,
      subtotalMinor,
      active: line.active,
      token,
      priceChanged: line.active && changed,
      quantityAdjusted: Boolean(line.adjusted),
    });
  }
  return {
    id: cart.id,
    externalId: cart.externalId,
    currencyId,
    lines: views,
    totalMinor,
    units,
    addressId: cart.addressId,
    bound: cart.customerId !== null,
  };
}
