/**
 * The one session fact browser JavaScript may read: "someone is signed in" (a `signed_in=1` cookie that holds
 * no token). Islands use it to skip /me on anonymous page views; the token itself stays in an HttpOnly cookie.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

export function hasSessionHint(
  cookieHeader: string = typeof document === 'undefined' ? '' : document.cookie,
): boolean {
  return cookieHeader.split(/;\s*/).some((pair) => pair === `${SIGNED_IN_COOKIE}=1`);
}

/** Clears the hint from the browser (the HttpOnly cookie is cleared by the logout route or a 401). */
export function dropSessionHint() {
  if (typeof document !== 'undefined')
    document.cookie = `${SIGNED_IN_COOKIE}=; path=/; max-age=0; samesite=lax`;
}
