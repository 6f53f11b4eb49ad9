'use client';

import { useQuery } from '@tanstack/react-query';
import { calculateShipping, CartIdMissingError, loadPickupPoints } from '@/lib/ecom/cart-calls';
import { SHIPPING_KEY } from '@/lib/ecom/cart';
import { QUOTE_REFRESH_MS } from './shipping-selection';

/** Spec §4 Shipping: with no cart external id yet, the shipping store tries again after 2 s. */
const CART_ID_RETRY_MS = 2000;
/** How long it waits for the id (15 tries, 30 s) before saying "External ID não disponível no carrinho.". */
const CART_ID_RETRIES = 15;

/** Only a missing cart id is worth waiting for; an answer from the API (422, 404, 5xx) is shown at once. */
const retryMissingId = (failures: number, error: unknown) =>
  error instanceof CartIdMissingError && failures < CART_ID_RETRIES;

/**
 * Shipping options for the cart (spec §7 calcular-frete), recomputed when the address, the currency or the
 * cart changes (cart writes invalidate SHIPPING_KEY). Brazilians pass their own address too: the API answers
 * store pickup only for them.
 */
export function useShippingOptions({
  currencyId,
  addressId,
  countryId,
  cartVersion,
  enabled,
}: {
  currencyId: number;
  addressId: number | null;
  countryId: 1 | 2;
  cartVersion: string;
  enabled: boolean;
}) {
  return useQuery({
    queryKey: [...SHIPPING_KEY, currencyId, addressId, cartVersion],
    queryFn: () => calculateShipping({ currencyId, addressId, countryId }),
    enabled: enabled && addressId !== null,
    staleTime: 5 * 60_000,
    // Signed quotes live 30 minutes (issue 18): the ones on screen are renewed long before.
    refetchInterval: QUOTE_REFRESH_MS,
    retry: retryMissingId,
    retryDelay: CART_ID_RETRY_MS,
    // A cart change recomputes in place: the options stay on screen (aria-busy) instead of flashing away.
    placeholderData: (previous) => previous,
  });
}

/**
 * Spec §4: pickup points loaded with the state and city filters (pontos-entrega filters on the server). The
 * unfiltered list gives the states, the state's list gives its cities, and the list under both filters is shown.
 */
export function usePickupPoints({
  currencyId,
  stateId,
  cityId,
  cartVersion,
}: {
  currencyId: number;
  stateId: number | null;
  cityId: number | null;
  cartVersion: string;
}) {
  const load = (filter: { stateId: number | null; cityId: number | null }) => ({
    // Each point's token is signed for the cart's lines: a changed cart lists (and signs) them again.
    queryKey: [...SHIPPING_KEY, 'points', currencyId, cartVersion, filter.stateId, filter.cityId],
    queryFn: () => loadPickupPoints({ currencyId, ...filter }),
    staleTime: 5 * 60_000,
    refetchInterval: QUOTE_REFRESH_MS,
    retry: retryMissingId,
    retryDelay: CART_ID_RETRY_MS,
  });
  const all = useQuery(load({ stateId: null, cityId: null }));
  const inState = useQuery({ ...load({ stateId, cityId: null }), enabled: stateId !== null });
  const shown = useQuery({
    ...load({ stateId, cityId }),
    enabled: cityId !== null,
    placeholderData: (previous) => previous,
  });
  const points = cityId !== null ? shown : stateId !== null ? inState : all;
  return {
    all: all.data ?? [],
    inState: stateId !== null ? (inState.data ?? []) : (all.data ?? []),
    shown: points.data ?? [],
    pending: points.isPending && points.fetchStatus !== 'idle',
    error: all.error ?? inState.error ?? shown.error ?? null,
  };
}
