'use client';

import { useQuery } from '@tanstack/react-query';
import { calculateShipping } from '@/lib/cart/cart-api';
import { SHIPPING_KEY } from '@/lib/cart/use-cart';

/**
 * Shipping options for the cart (spec §7 calcular-frete), recomputed when the address, the currency or the
 * cart changes (cart writes invalidate SHIPPING_KEY). Brazilians pass their own address too: the API answers
 * store pickup only for them.
 */
export function useShippingOptions({ currencyId, addressId, countryId, cartVersion, enabled }: { currencyId: number; addressId: number | null; countryId: 1 | 2; cartVersion: string; enabled: boolean }) {
  return useQuery({
    queryKey: [...SHIPPING_KEY, currencyId, addressId, cartVersion],
    queryFn: () => calculateShipping({ currencyId, addressId, countryId }),
    enabled: enabled && addressId !== null,
    staleTime: 5 * 60_000,
    retry: false,
    // A cart change recomputes in place: the options stay on screen (aria-busy) instead of flashing away.
    placeholderData: (previous) => previous,
  });
}
