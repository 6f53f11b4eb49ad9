'use client';

import { useCallback, useEffect, useState } from 'react';
import { ecomFetch } from '@/lib/account/ecom-fetch';
import type { StateWithCities } from '@/lib/contract/geo';

type Load = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; states: StateWithCities[] };

/**
 * A country's states with their cities (`/ecom/endereco/estados`, cached by the API for a day), fetched in the
 * browser only when wanted: Brazil's 5571 cities only when a CEP did not resolve, Paraguay's departments only
 * when the page could not bring them from the server.
 */
export function useStates(paisId: 1 | 2, wanted: boolean, initial: StateWithCities[] | null = null) {
  const [load, setLoad] = useState<Load>(initial ? { status: 'ready', states: initial } : { status: 'idle' });
  const fetchStates = useCallback(() => {
    setLoad({ status: 'loading' });
    ecomFetch<StateWithCities[]>(`endereco/estados?pais_id=${paisId}`)
      .then((states) => setLoad({ status: 'ready', states }))
      .catch(() => setLoad({ status: 'error' }));
  }, [paisId]);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a fetch started by a change of `wanted`
    if (wanted && load.status === 'idle') fetchStates();
  }, [wanted, load.status, fetchStates]);
  return { status: load.status, states: load.status === 'ready' ? load.states : [], retry: fetchStates };
}
