'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressCreateInput } from '@/lib/contract/account';
import type { StateWithCities } from '@/lib/contract/geo';
import { ecomFetch } from './ecom-fetch';
import { CUSTOMER_KEY } from './use-customer';

export const ADDRESSES_KEY = ['ecom', 'addresses'] as const;

/** Active addresses, main first (GET /ecom/cliente/address, named in docs/decisions/0011). */
export function useAddresses() {
  return useQuery({
    queryKey: ADDRESSES_KEY,
    queryFn: async () => (await ecomFetch<{ data: Address[] }>('cliente/address')).data,
  });
}

function useRefreshAfter() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: ADDRESSES_KEY }), client.invalidateQueries({ queryKey: CUSTOMER_KEY })]);
}

export function useCreateAddress() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (input: AddressCreateInput) => ecomFetch<Address>('cliente/address', { json: input }),
    onSuccess: refresh,
  });
}

/** Spec §4: removing is a soft delete (ativo false). */
export function useRemoveAddress() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (a: Pick<Address, 'id' | 'nome'>) => ecomFetch(`cliente/address/${a.id}`, { method: 'PUT', json: { ativo: false, nome: a.nome } }),
    onSuccess: refresh,
  });
}

export function useSetMainAddress() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (id: number) => ecomFetch(`cliente/address/${id}/set-main`, { method: 'PATCH' }),
    onSuccess: refresh,
  });
}

/** Departments and districts (Paraguay) or states and cities (Brazil): reference data, cached for the session. */
export function useStates(countryId: 1 | 2, enabled = true) {
  return useQuery({
    queryKey: ['geo', 'states', countryId],
    queryFn: () => ecomFetch<StateWithCities[]>(`endereco/estados?pais_id=${countryId}`),
    staleTime: Infinity,
    gcTime: Infinity,
    enabled,
  });
}
