import type { CheckoutStartRequest } from '../../../lib/contract/checkout';
import { NotFoundError, ValidationError } from '../errors';
import { cartContents, readShippingQuote, verifyShippingQuote, type ShippingQuote } from '../shipping/shipping-token';

/**
 * The delivery rules checkout holds an order to: the same as the quote's (spec §1, §4; decision 0025). A quote is
 * accepted only for the customer it was made for, the cart and lines it priced, and the address or pickup point it
 * names; a Brazilian buyer's order is a store pickup; the delivery city is the chosen address's own, or the
 * alternative city the quote itself was priced for.
 */

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

export const shippingRefused = (field: string) => new ValidationError({ [field]: ['shippingStale'] }, 'shippingStale');

/**
 * The shipping choice the request claims, read from its quote without I/O (amount, service and point checked
 * against it), so the place it names can be read with the buyer in one query.
 */
export function claimShipping(req: CheckoutStartRequest, customerId: number, nowMs: number): ShippingClaim {
  const quote = readShippingQuote(req.token_entrega, nowMs);
  if (!quote) throw shippingRefused('token_entrega');
  // Made by or for someone else (another customer, or an anonymous pickup-point list): never this buyer's.
  if (quote.customerId !== customerId) throw shippingRefused('token_entrega');
  // Both in minor units of the quote's currency (the contract admits integers only).
  if (req.valor_frete !== quote.amountMinor) throw shippingRefused('valor_frete');
  if ((req.entrega_servico_id ?? null) !== quote.serviceId) throw shippingRefused('entrega_servico_id');
  if (quote.serviceId === null) {
    // A pickup has no delivery city: an alternative one has nothing to apply to.
    if (req.cidade_alternativa) throw shippingRefused('cidade_alternativa');
    // Store pickup needs a point (spec §4): the quote's own, or one the shopper chose from the list.
    const pointId = quote.pickupPointId ?? req.id_ponto_entrega;
    if (!pointId) throw new ValidationError({ id_ponto_entrega: ['pickupPointRequired'] }, 'pickupPointRequired');
    if (quote.pickupPointId && req.id_ponto_entrega && req.id_ponto_entrega !== quote.pickupPointId) throw shippingRefused('id_ponto_entrega');
    return { quote, pointId, addressId: null };
  }
  if (!req.cliente_endereco_id) throw new ValidationError({ cliente_endereco_id: ['required'] });
  // A delivery price is the address's: the quote names the one it was made for.
  if (req.cliente_endereco_id !== quote.addressId) throw shippingRefused('cliente_endereco_id');
  return { quote, pointId: null, addressId: req.cliente_endereco_id };
}

/**
 * The claimed place exists and the buyer may be served there: an active pickup point, or (Paraguayan buyers only)
 * the buyer's own active address in the quoted city.
 */
export function placeOf(claim: ShippingClaim, found: FoundPlace, req: CheckoutStartRequest) {
  if (claim.pointId !== null) {
    if (found.pointId === null) throw new NotFoundError();
    return { quote: claim.quote, addressId: null, pickupPointId: claim.pointId };
  }
  // Spec §1: Brazilians pick up in store; no delivery to Brazil, whatever quote they hold.
  if (found.foreign !== false) throw shippingRefused('entrega_servico_id');
  if (found.addressId === null) throw new NotFoundError();
  // The city is the address's own; an alternative city only as the quote itself was priced for it.
  if ((req.cidade_alternativa ?? found.addressCityId) !== claim.quote.cityId) throw shippingRefused('cidade_alternativa');
  return { quote: claim.quote, addressId: found.addressId, pickupPointId: null };
}

/**
 * In the checkout's transaction, with the cart locked and its lines read: the token's signature over the cart's
 * contents. A cart changed since the quote (a line, a quantity) no longer matches, nor does a forged token.
 */
export function verifyBound(key: string, token: string, lines: readonly { productId: number; quantity: number }[], nowMs: number): void {
  if (!verifyShippingQuote(key, token, cartContents(lines), nowMs)) throw shippingRefused('token_entrega');
}
