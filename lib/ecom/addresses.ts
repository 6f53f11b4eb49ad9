'use client';

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressCreateInput } from '@/lib/contract/account';
import { ecom } from './client';
import { EcomError } from './errors';
import { ADDRESSES_KEY, cepKey, CUSTOMER_KEY, statesKey } from './keys';

export { ADDRESSES_KEY };

/** Active addresses, main first (GET /ecom/cliente/address, named in docs/decisions/0011). */
export function useAddresses() {
  return useQuery({ queryKey: ADDRESSES_KEY, queryFn: async () => (await ecom('addresses')).data });
}

/** Address writes answer the new list: it replaces the cached one, and the customer's copy is read again. */
function useAddressWrite<V>(run: (variables: V) => Promise<{ data: Address[] }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: ({ data }) => {
      client.setQueryData(ADDRESSES_KEY, data);
      return client.invalidateQueries({ queryKey: CUSTOMER_KEY });
    },
  });
}

export const useCreateAddress = () =>
  useAddressWrite((input: AddressCreateInput) => ecom('createAddress', { json: input }));

/** Spec §4: removing is a soft delete (ativo false). */
export const useRemoveAddress = () =>
  useAddressWrite((a: Pick<Address, 'id' | 'nome'>) =>
    ecom('deactivateAddress', { params: { addressId: a.id }, json: { ativo: false, nome: a.nome } }),
  );

export const useSetMainAddress = () =>
  useAddressWrite((id: number) => ecom('setMainAddress', { params: { addressId: id } }));

/**
 * Departments and districts (Paraguay) or states and cities (Brazil): reference data, cached for the tab. The
 * sign-up form seeds it with the list the page brought from the server.
 */
export const statesQuery = (countryId: 1 | 2) =>
  queryOptions({
    queryKey: statesKey(countryId),
    queryFn: () => ecom('states', { query: { pais_id: countryId } }),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useStates(countryId: 1 | 2, enabled = true) {
  return useQuery({ ...statesQuery(countryId), enabled });
}

/**
 * Spec §2: a CEP's address (the API's adapter, with its offline ranges). One query per CEP: asking twice costs
 * nothing, and an answer always belongs to the CEP it was asked for, so a slow answer for an older CEP is never
 * applied to a newer one. Null: no such CEP (404/422).
 */
export const cepQuery = (cep: string) =>
  queryOptions({
    queryKey: cepKey(cep),
    queryFn: () =>
      ecom('cep', { params: { cep } }).catch((e: unknown) => {
        if (e instanceof EcomError && (e.status === 404 || e.status === 422)) return null;
        throw e;
      }),
    staleTime: Infinity,
    retry: false,
  });
