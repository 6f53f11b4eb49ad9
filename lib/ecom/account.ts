'use client';

import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import type {
  ChangePasswordRequest,
  RecoverRequest,
  resetPasswordRequestSchema,
  User as Customer,
} from '@/lib/contract/account';
import { cartStore, cartWantedAtom } from '@/lib/cart/cart-ui';
import { currencyOfSegment, CURRENCY_COOKIE, isCurrencySegment, type AppLocale } from '@/lib/i18n/config';
import { bindCart } from './cart-calls';
import { rememberNoOpenCart } from './cart-storage';
import { ecom } from './client';
import { EcomError, SESSION_LOST_EVENT } from './errors';
import { CART_KEY, CUSTOMER_KEY, ECOM_KEY } from './keys';
import { clearLocalSession, markSignedIn, msUntilExpiry, useSignedIn } from './session';
import { hasSessionHint } from './session-hint';
import { importLocalWishes } from './wishlist-calls';

export { CUSTOMER_KEY };

/** Spec §4: a foreign (Brazilian) customer shops in pt-BR, a Paraguayan in es-PY. */
export function localeOfCustomer(customer: Pick<Customer, 'estrangeiro'>): AppLocale {
  return customer.estrangeiro ? 'pt-BR' : 'es-PY';
}

/**
 * The signed-in customer (null when anonymous). /me is called only when the signed-in hint exists, so
 * anonymous page views cost nothing. Spec §4: a /me the API refuses (401) ends the session; a hiccup (no answer,
 * 5xx, 429, a page left mid-call) does not, as ending it would also forget this browser's cart.
 */
export function useCustomer() {
  const signedIn = useSignedIn();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: CUSTOMER_KEY,
    queryFn: () => ecom('me'),
    enabled: signedIn,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const refused = query.error instanceof EcomError && query.error.status === 401;
  useEffect(() => {
    if (refused) void endSession(client);
  }, [refused, client]);
  return { ...query, signedIn, customer: signedIn ? (query.data ?? null) : null };
}

/** Clears the session here and at the storefront (the HttpOnly cookie), without navigating. */
export async function endSession(client: QueryClient) {
  await ecom('logout').catch(() => null);
  clearLocalSession();
  client.removeQueries({ queryKey: ECOM_KEY });
}

/** Mount once per page (the header island does): a 401 anywhere or the hour running out ends the session. */
export function useSessionWatch() {
  const client = useQueryClient();
  const signedIn = useSignedIn();
  useEffect(() => {
    const lost = () => void endSession(client);
    window.addEventListener(SESSION_LOST_EVENT, lost);
    // Read from the cookie, not the atom: a page opened after the hour ran out (or before the atom's first read)
    // still ends the session at the storefront, which clears the httpOnly cookie too.
    const left = hasSessionHint() ? msUntilExpiry() : null;
    const timer = left === null ? undefined : setTimeout(lost, Math.min(left, 2 ** 31 - 1));
    return () => {
      window.removeEventListener(SESSION_LOST_EVENT, lost);
      clearTimeout(timer);
    };
  }, [client, signedIn]);
}

function currentCurrencyId(): number {
  const value = document.cookie
    .split(/;\s*/)
    .find((p) => p.startsWith(`${CURRENCY_COOKIE}=`))
    ?.slice(CURRENCY_COOKIE.length + 1);
  return isCurrencySegment(value) ? currencyOfSegment(value).id : 2;
}

/**
 * After login or registration (whose handlers set the cookie), the same steps for both: the hour starts, the
 * customer is known, the tab forgets any "no open cart" answer of an earlier session, the browser's cart becomes
 * the customer's (spec §4, merged with their earlier one) and anonymous wishes move to the account. Awaited, so a
 * redirect right after does not cut the calls; best effort, as a failure must not fail the sign-in.
 */
export async function rememberSignIn(client: QueryClient, user: Customer, expiresAt?: string): Promise<void> {
  markSignedIn(expiresAt);
  client.setQueryData(CUSTOMER_KEY, user);
  rememberNoOpenCart(false);
  await Promise.all([
    bindCart(currentCurrencyId()).catch(() => null),
    importLocalWishes(client).catch(() => null),
  ]);
  // A page opened anonymously shows the count without the cart island: start it, so the header shows the bound cart.
  cartStore.set(cartWantedAtom, true);
  await client.invalidateQueries({ queryKey: CART_KEY });
}

type ResetPasswordInput = z.input<typeof resetPasswordRequestSchema>;

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /api/ecom/login: the handler keeps the token; this keeps the user and the hour's end. */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => ecom('login', { json: input }),
    onSuccess: ({ user, expires_at }) => rememberSignIn(client, user, expires_at),
  });
}

/** Registration (multipart, the documents' images included) signs the customer in, as a login does. */
export function useRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => ecom('register', { form }),
    onSuccess: ({ user, expires_at }) => rememberSignIn(client, user, expires_at),
  });
}

/** Spec §2: logout clears the session and the cart, goes to /login and reloads. */
export function useLogout(loginPath: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => endSession(client),
    onSettled: () => window.location.assign(loginPath),
  });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => ecom('updateProfile', { form }),
    onSuccess: (user) => client.setQueryData(CUSTOMER_KEY, user),
  });
}

export const useChangePassword = () =>
  useMutation({ mutationFn: (v: ChangePasswordRequest) => ecom('changePassword', { json: v }) });
export const useRecoverPassword = () =>
  useMutation({ mutationFn: (v: RecoverRequest) => ecom('recoverPassword', { json: v }) });
export const useResendConfirmation = () => useMutation({ mutationFn: () => ecom('resendConfirmation') });
export const useResetPassword = () =>
  useMutation({ mutationFn: (v: ResetPasswordInput) => ecom('resetPassword', { json: v }) });

/** The e-mail confirmation link: the customer's data says "confirmed" afterwards. */
export function useConfirmEmail(uid: string, token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => ecom('confirmEmail', { params: { uid, token } }),
    onSuccess: () => client.invalidateQueries({ queryKey: CUSTOMER_KEY }),
  });
}
