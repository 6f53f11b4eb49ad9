'use client';

import { useCallback, useRef, useState } from 'react';
import { ecomFetch, type EcomError } from '@/lib/account/ecom-fetch';
import type { CepLookup } from '@/lib/contract/account';
import { digitsOf } from './masks';

/**
 * found: state and city known (shown read-only); manual: the shopper picks them (the CEP's state may be known,
 * e.g. from the offline range table); notFound: "CEP não encontrado…"; failed: the lookup could not run.
 */
export type CepState =
  | { status: 'idle' | 'loading' | 'notFound' | 'failed'; cep?: string }
  | { status: 'found' | 'manual'; cep: string; result: CepLookup };

/** Spec §2: the CEP is looked up on blur once it has 8 digits (the API's adapter, with its offline fallback). */
export function useCepLookup(onResult: (state: CepState) => void) {
  const [state, setState] = useState<CepState>({ status: 'idle' });
  const last = useRef<string | null>(null);

  const lookup = useCallback(
    async (masked: string) => {
      const cep = digitsOf(masked);
      if (cep.length !== 8 || cep === last.current) return;
      last.current = cep;
      setState({ status: 'loading', cep });
      let next: CepState;
      try {
        const result = await ecomFetch<CepLookup>(`endereco/cep/${cep}`);
        next = { status: result.manual || !result.cidade_id ? 'manual' : 'found', cep, result };
      } catch (e) {
        const status = (e as EcomError).status;
        next = { status: status === 404 || status === 422 ? 'notFound' : 'failed', cep };
        // A failed lookup may be tried again on the next blur.
        if (next.status === 'failed') last.current = null;
      }
      setState(next);
      onResult(next);
    },
    [onResult],
  );

  return { state, lookup };
}
