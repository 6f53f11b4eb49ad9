'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AppLocale } from '@/lib/i18n/config';
import { ecomFetch, SESSION_LOST_EVENT } from './ecom-fetch';
import { clearLocalSession, markSignedIn, msUntilExpiry, useSignedIn } from './session-store';
import type { User as Customer } from '@/lib/contract/account';

export const CUSTOMER_KEY = ['ecom', 'me'] as const;

/** Spec §4: a foreign (Brazilian) customer shops in pt-BR, a Paraguayan in es-PY. */
export function localeOfCustomer(customer: Pick<Customer, 'estrangeiro'>): AppLocale {
  return customer.estrangeiro ? 'pt-BR' : 'es-PY';
}

async function fetchMe(): Promise<Customer> {
  const body = await ecomFetch<Customer | { user: Customer }>('me', { method: 'POST' });
  return 'user' in body && body.user ? body.user : (body as Customer);
}

/**
 * The signed-in customer (null when anonymous). /me is called only when the signed-in hint exists, so
 * anonymous page views cost nothing; a failed /me ends the session (spec §4).
 */
export function useCustomer() {
  const signedIn = useSignedIn();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: CUSTOMER_KEY,
    queryFn: fetchMe,
    enabled: signedIn,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const failed = query.isError;
  useEffect(() => {
    if (failed) void endSession(client);
  }, [failed, client]);
  return { ...query, signedIn, customer: signedIn ? (query.data ?? null) : null };
}

/** Clears the session here and at the storefront (the HttpOnly cookie), without navigating. */
export async function endSession(client: ReturnType<typeof useQueryClient>) {
  await fetch('/api/ecom/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => null);
  clearLocalSession();
  client.removeQueries({ queryKey: ['ecom'] });
}

/** Mount once per page (the header island does): a 401 anywhere or the hour running out ends the session. */
export function useSessionWatch() {
  const client = useQueryClient();
  const signedIn = useSignedIn();
  useEffect(() => {
    const lost = () => void endSession(client);
    window.addEventListener(SESSION_LOST_EVENT, lost);
    const left = signedIn ? msUntilExpiry() : null;
    const timer = left === null ? undefined : setTimeout(lost, Math.min(left, 2 ** 31 - 1));
    return () => {
      window.removeEventListener(SESSION_LOST_EVENT, lost);
      clearTimeout(timer);
    };
  }, [client, signedIn]);
}

/** After login or registration (whose handlers set the cookie): the customer is known, the hour starts. */
export function rememberSignIn(client: ReturnType<typeof useQueryClient>, user: Customer) {
  markSignedIn();
  client.setQueryData(CUSTOMER_KEY, user);
}

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /api/ecom/login: the handler keeps the token; this keeps the user and the hour's end. */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => ecomFetch<{ user: Customer }>('login', { json: input }),
    onSuccess: ({ user }) => rememberSignIn(client, user),
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
