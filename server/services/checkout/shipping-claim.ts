import type { PaymentMethod } from '../../../lib/contract/checkout';
import { NotFoundError, ValidationError } from '../errors';
import {
  cartContents,
  readShippingQuote,
  verifyShippingQuote,
  type ShippingQuote,
} from '../shipping/shipping-token';

/**
 * The delivery rules checkout holds an order to: the same as the quote's (spec §1, §4; decision 0025). A quote is
 * accepted only for the customer it was made for, the cart and lines it priced, and the address or pickup point it
 * names; a Brazilian buyer's order is a store pickup; the delivery city is the chosen address's own, or the
 * alternative city the quote itself was priced for.
 */

/**
 * Checkout step 3's input (spec §7 iniciar-checkout), in the domain's words: the route maps the request's fields
 * onto it, and a ValidationError names these fields (the route renames them back, server/http/wire-names.ts).
 */
export interface CheckoutStart {
  /** The signed shipping quote the shopper chose (token_entrega). */
  shippingToken: string;
  /** The delivery price as quoted, minor units of the cart's currency (valor_frete). */
  shippingMinor: number;
  addressId: number | null;
  /** The delivery service; null: store pickup (entrega_servico_id). */
  serviceId: number | null;
  pickupPointId: number | null;
  /** A delivery city other than the address's, as the quote was priced for (cidade_alternativa). */
  alternativeCityId: number | null;
  paymentMethod: PaymentMethod | null;
}

export interface ShippingClaim {
  /** Read from the token, not yet verified: verifyBound() checks its signature against the locked cart. */
  quote: ShippingQuote;
  pointId: number | null;
  addressId: number | null;
}

/** What the buyer-and-cart read found for the claimed place. */
export interface FoundPlace {
  foreign: boolean | null;
  pointId: number | null;
  addressId: number | null;
  addressCityId: number | null;
}

export const shippingRefused = (field: string) =>
  new ValidationError({ [field]: ['shippingStale'] }, 'shippingStale');

/**
 * The shipping choice the request claims, read from its quote without I/O (amount, service and point checked
 * against it), so the place it names can be read with the buyer in one query.
 */
export function claimShipping(input: CheckoutStart, customerId: number, nowMs: number): ShippingClaim {
  const quote = readShippingQuote(input.shippingToken, nowMs);
  if (!quote) throw shippingRefused('shippingToken');
  // Made by or for someone else (another customer, or an anonymous pickup-point list): never this buyer's.
  if (quote.customerId !== customerId) throw shippingRefused('shippingToken');
  // Both in minor units of the quote's currency (the contract admits integers only).
  if (input.shippingMinor !== quote.amountMinor) throw shippingRefused('shippingMinor');
  if (input.serviceId !== quote.serviceId) throw shippingRefused('serviceId');
  if (quote.serviceId === null) {
    // A pickup has no delivery city: an alternative one has nothing to apply to.
    if (input.alternativeCityId) throw shippingRefused('alternativeCityId');
    // Store pickup needs a point (spec §4): the quote's own, or one the shopper chose from the list.
    const pointId = quote.pickupPointId ?? input.pickupPointId;
    if (!pointId)
      throw new ValidationError({ pickupPointId: ['pickupPointRequired'] }, 'pickupPointRequired');
    if (quote.pickupPointId && input.pickupPointId && input.pickupPointId !== quote.pickupPointId)
      throw shippingRefused('pickupPointId');
    return { quote, pointId, addressId: null };
  }
  if (!input.addressId) throw new ValidationError({ addressId: ['required'] });
  // A delivery price is the address's: the quote names the one it was made for.
  if (input.addressId !== quote.addressId) throw shippingRefused('addressId');
  return { quote, pointId: null, addressId: input.addressId };
}

/**
 * The claimed place exists and the buyer may be served there: an active pickup point, or (Paraguayan buyers only)
 * the buyer's own active address in the quoted city.
 */
export function placeOf(claim: ShippingClaim, found: FoundPlace, input: CheckoutStart) {
  if (claim.pointId !== null) {
    if (found.pointId === null) throw new NotFoundError();
    return { quote: claim.quote, addressId: null, pickupPointId: claim.pointId };
  }
  // Spec §1: Brazilians pick up in store; no delivery to Brazil, whatever quote they hold.
  if (found.foreign !== false) throw shippingRefused('serviceId');
  if (found.addressId === null) throw new NotFoundError();
  // The city is the address's own; an alternative city only as the quote itself was priced for it.
  if ((input.alternativeCityId ?? found.addressCityId) !== claim.quote.cityId)
    throw shippingRefused('alternativeCityId');
  return { quote: claim.quote, addressId: found.addressId, pickupPointId: null };
}

/**
 * In the checkout's transaction, with the cart locked and its lines read: the token's signature over the cart's
 * contents. A cart changed since the quote (a line, a quantity) no longer matches, nor does a forged token.
 */
export function verifyBound(
  key: string,
  token: string,
  lines: readonly { productId: number; quantity: number }[],
  nowMs: number,
): void {
  if (!verifyShippingQuote(key, token, cartContents(lines), nowMs)) throw shippingRefused('shippingToken');
}
