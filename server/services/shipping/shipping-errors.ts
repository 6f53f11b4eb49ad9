/**
 * - needsCityAndItems: no city to deliver to, or an empty cart (spec §8 "Selecione uma cidade e tenha itens no carrinho!").
 * - notFound: unknown cart, address or pickup point, or one of another customer.
 */
export type ShippingErrorKind = 'needsCityAndItems' | 'notFound';

export class ShippingError extends Error {
  override name = 'ShippingError';
  constructor(readonly kind: ShippingErrorKind) {
    super(kind);
  }
}
