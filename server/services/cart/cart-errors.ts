/**
 * What can go wrong with a cart, in domain terms; the HTTP layer picks the status and the spec §8 text.
 * - notFound: unknown cart, or a cart that belongs to another customer (never tell which).
 * - externalIdInUse: POST with an external id that already has a cart (spec §7: the client then updates).
 * - unavailable: a product without stock or measure unit was added (spec §4).
 * - maxQuantity: adding one more would exceed the stock (spec §5).
 * - unknownProduct: a product id that does not exist or is not sold.
 */
export type CartErrorKind = 'notFound' | 'externalIdInUse' | 'unavailable' | 'maxQuantity' | 'unknownProduct';

export class CartError extends Error {
  override name = 'CartError';
  constructor(
    readonly kind: CartErrorKind,
    /** The product the error is about, when there is one. */
    readonly productId?: number,
  ) {
    super(kind);
  }
}
