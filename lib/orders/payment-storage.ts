/**
 * The browser's keys around a checkout (spec §9): `paymentExternalId` is what /checkout/payment polls when the
 * gateway returns without `?pagamento=`; the cart keys go once the API has closed the cart into an order.
 */
export const PAYMENT_KEY = 'paymentExternalId';
const CART_KEYS = ['ex_cart', 'cart_id', 'selectedShippingDetails', 'shippingData'];
/** Fired after the cart keys are cleared, so a cart island can start a new cart. */
export const CART_CLOSED_EVENT = 'ecom:cart-closed';

export function rememberPayment(id: string) {
  try {
    localStorage.setItem(PAYMENT_KEY, id);
  } catch {
    // Storage off: the gateway's return URL carries the id too.
  }
}

export function storedPayment(): string | null {
  try {
    return localStorage.getItem(PAYMENT_KEY);
  } catch {
    return null;
  }
}

export function forgetClosedCart() {
  try {
    for (const key of CART_KEYS) localStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
  window.dispatchEvent(new Event(CART_CLOSED_EVENT));
}
