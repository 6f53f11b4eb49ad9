'use client';

import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { emailField, type CepLookup } from '@/lib/contract/account';
import type { StateWithCities } from '@/lib/contract/geo';
import { cepQuery, statesQuery } from './addresses';
import { ecom } from './client';
import { EcomError } from './errors';
import { emailCheckKey } from './keys';

/**
 * The sign-up form's lookups as queries: one per e-mail, CEP or country, so an answer is only ever shown for the
 * value it was asked about (a slow answer for an earlier value is kept in the cache, never applied to the field).
 */

export type EmailStatus = 'idle' | 'checking' | 'available' | 'taken' | 'error';

export interface EmailCheckResult {
  status: EmailStatus;
  /** The server's reason when taken ("O e-mail informado já está em uso."). */
  message?: string;
}

/** An answer (available or taken) is kept for the form's life; a failed check (network, 429) is asked again. */
const emailCheckQuery = (email: string) =>
  queryOptions({
    queryKey: emailCheckKey(email),
    queryFn: async (): Promise<EmailCheckResult> => {
      try {
        await ecom('checkEmail', { json: { email } });
        return { status: 'available' };
      } catch (e) {
        if (e instanceof EcomError && e.status === 422)
          return { status: 'taken', message: e.fieldErrors.email?.[0] ?? e.message };
        throw e;
      }
    },
    staleTime: Infinity,
    retry: false,
  });

/** Spec §5: the e-mail's availability is checked on blur (POST check-email, rate-limited by the API). */
export function useEmailCheck() {
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const query = useQuery({ ...emailCheckQuery(email), enabled: false });

  const check = useCallback(
    async (raw: string): Promise<EmailCheckResult> => {
      const next = raw.trim().toLowerCase();
      if (!emailField.safeParse(next).success) {
        setEmail('');
        return { status: 'idle' };
      }
      setEmail(next);
      return client.fetchQuery(emailCheckQuery(next)).catch((): EmailCheckResult => ({ status: 'error' }));
    },
    [client],
  );

  const result: EmailCheckResult = !email
    ? { status: 'idle' }
    : query.isFetching
      ? { status: 'checking' }
      : query.data
        ? query.data
        : query.isError
          ? { status: 'error' }
          : { status: 'idle' };
  return { email, ...result, check };
}

/**
 * found: state and city known (shown read-only); manual: the shopper picks them (the CEP's state may be known,
 * e.g. from the offline range table); notFound: "CEP não encontrado…"; failed: the lookup could not run.
 */
export type CepState =
  | { status: 'idle' | 'loading' | 'notFound' | 'failed'; cep?: string }
  | { status: 'found' | 'manual'; cep: string; result: CepLookup };

function cepStateOf(cep: string, result: CepLookup | null): CepState {
  if (!result) return { status: 'notFound', cep };
  return { status: result.manual || !result.cidade_id ? 'manual' : 'found', cep, result };
}

/** Spec §2: the CEP is looked up on blur once it has 8 digits (the API's adapter, with its offline fallback). */
export function useCepLookup(onResult: (state: CepState) => void) {
  const client = useQueryClient();
  const [cep, setCep] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  const query = useQuery({ ...cepQuery(cep ?? ''), enabled: false });

  const lookup = useCallback(
    async (masked: string) => {
      const digits = masked.replace(/\D/g, '');
      if (
        digits.length !== 8 ||
        (digits === current.current && client.getQueryState(cepQuery(digits).queryKey)?.status === 'success')
      )
        return;
      current.current = digits;
      setCep(digits);
      const next = await client.fetchQuery(cepQuery(digits)).then(
        (result) => cepStateOf(digits, result),
        (): CepState => ({ status: 'failed', cep: digits }),
      );
      // The shopper typed another CEP meanwhile: this answer stays in the cache for that CEP only.
      if (current.current === digits) onResult(next);
    },
    [client, onResult],
  );

  const state: CepState = !cep
    ? { status: 'idle' }
    : query.isFetching
      ? { status: 'loading', cep }
      : query.isError
        ? { status: 'failed', cep }
        : query.data !== undefined
          ? cepStateOf(cep, query.data)
          : { status: 'idle', cep };
  return { state, lookup };
}

/**
 * A country's states with their cities (`/ecom/endereco/estados`, cached by the API for a day), fetched in the
 * browser only when wanted: Brazil's 5571 cities only when a CEP did not resolve, Paraguay's departments only
 * when the page could not bring them from the server.
 */
export function useStates(countryId: 1 | 2, wanted: boolean, initial: StateWithCities[] | null = null) {
  const query = useQuery({ ...statesQuery(countryId), enabled: wanted, initialData: initial ?? undefined });
  const status = query.data ? 'ready' : query.isError ? 'error' : query.isFetching ? 'loading' : 'idle';
  return { status, states: query.data ?? [], retry: () => void query.refetch() } as const;
}
