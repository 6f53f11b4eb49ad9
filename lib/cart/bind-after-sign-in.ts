import { currencyOfSegment, CURRENCY_COOKIE, isCurrencySegment } from '@/lib/i18n/config';
import { bindCart } from './cart-api';
import { cartStore, cartWantedAtom } from './cart-ui';

function currentCurrencyId(): number {
  const value = document.cookie.split(/;\s*/).find((p) => p.startsWith(`${CURRENCY_COOKIE}=`))?.slice(CURRENCY_COOKIE.length + 1);
  return isCurrencySegment(value) ? currencyOfSegment(value).id : 2;
}

/**
 * Spec §4 / decision 0012: after login or registration the browser's cart becomes the customer's (merged with
 * their earlier one). Best effort: a failure must not fail the login; the cart still loads by its external id.
 */
export async function bindCartAfterSignIn(): Promise<void> {
  await bindCart(currentCurrencyId()).catch(() => null);
  // A page opened anonymously shows the count without the cart island: start it, so the header shows the bound
  // cart (the island's query is what the sign-in refreshes).
  cartStore.set(cartWantedAtom, true);
}
