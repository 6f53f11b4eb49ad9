'use client';

import { useAtomValue } from 'jotai/react';
import { atom } from 'jotai/vanilla';
import { rememberNoOpenCart } from './cart-storage';
import { dropSessionHint, hasSessionHint } from './session-hint';

/**
 * Browser-side session state without any token: whether the `signed_in` hint cookie is there, the expiry time
 * (spec §4/§9: one hour after login, kept under the spec's `token_expiry` key) and the local keys a session
 * owns (cart ids, shipping details), cleared together when the session ends. "Signed in" is UI state for the
 * header's islands (which half of the account link to show): a jotai atom, read again on a session change or
 * when the tab regains focus.
 */
const CHANGED = 'ecom:session-changed';
const EXPIRY_KEY = 'token_expiry';
/** Spec §4 and §9: what ends with a session (no token or user is ever stored here, but old keys are cleared too). */
const SESSION_KEYS = [
  'token',
  'user',
  EXPIRY_KEY,
  'ex_cart',
  'cart_id',
  'selectedShippingDetails',
  'shippingData',
  'paymentExternalId',
];
const HOUR_MS = 60 * 60 * 1000;

function expired(): boolean {
  try {
    const at = Number(localStorage.getItem(EXPIRY_KEY));
    return at > 0 && Date.now() >= at;
  } catch {
    return false;
  }
}

/** Read now from the cookie (for a decision that must not wait for the atom's first update after hydration). */
export const signedInNow = () => hasSessionHint() && !expired();

/**
 * False on the server and in the first (hydrating) render, as the catalogue HTML never depends on the session;
 * the cookie is read just after mounting and on every change.
 */
export const signedInAtom = atom(false);
signedInAtom.onMount = (set) => {
  const read = () => set(signedInNow());
  // A task of its own: a page's first cookie and storage reads wait on the browser process (4–16 ms measured),
  // and onMount runs inside hydration's one long task (decision 0035).
  const first = setTimeout(read, 0);
  window.addEventListener(CHANGED, read);
  window.addEventListener('focus', read);
  return () => {
    clearTimeout(first);
    window.removeEventListener(CHANGED, read);
    window.removeEventListener('focus', read);
  };
};

/** True while the signed-in hint cookie exists (and the hour is not over). */
export function useSignedIn(): boolean {
  return useAtomValue(signedInAtom);
}

export function notifySessionChanged() {
  window.dispatchEvent(new Event(CHANGED));
}

/** After login or registration: remember when the hour ends (the API's `expires_at` when given). */
export function markSignedIn(expiresAt?: string, now: number = Date.now()) {
  const at = expiresAt ? Date.parse(expiresAt) : NaN;
  try {
    localStorage.setItem(EXPIRY_KEY, String(Number.isFinite(at) ? at : now + HOUR_MS));
  } catch {
    // Storage off: the cookie's own Max-Age still ends the session.
  }
  notifySessionChanged();
}

/** Milliseconds until the session's hour is over, or null when unknown. */
export function msUntilExpiry(now: number = Date.now()): number | null {
  try {
    const at = Number(localStorage.getItem(EXPIRY_KEY));
    return at > 0 ? Math.max(0, at - now) : null;
  } catch {
    return null;
  }
}

/** Forgets everything the session owned in this browser (the HttpOnly cookie is the route handlers' job). */
export function clearLocalSession() {
  try {
    for (const key of SESSION_KEYS) localStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
  rememberNoOpenCart(false);
  dropSessionHint();
  notifySessionChanged();
}
