'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { AddressDialog } from '@/components/account/address/address-dialog';
import { FormAlert } from '@/components/account/form/form-alert';
import { EcomError } from '@/lib/ecom/errors';
import { CartIdMissingError } from '@/lib/ecom/cart-calls';
import type { Cart, PickupPoint } from '@/lib/cart/types';
import {
  cartVersionOf,
  loadChoice,
  selectOption,
  withPickupPoint,
  type ShippingChoice,
} from '@/lib/checkout/shipping-selection';
import { useShippingOptions } from '@/lib/checkout/use-shipping';
import type { User as Customer } from '@/lib/contract/account';
import { formatMoney } from '@/lib/money';
import { PickupPointPicker } from './pickup-point-picker';

/**
 * Spec §4 Shipping. Paraguayans choose one of their addresses (or add one) and then delivery or store pickup;
 * Brazilians get store pickup only, without an address list (their own address only tells the API who asks).
 */
export function ShippingCalculator({
  customer,
  cart,
  choice,
  onChoice,
}: {
  customer: Customer;
  cart: Cart;
  choice: ShippingChoice | null;
  onChoice: (choice: ShippingChoice) => void;
}) {
  const t = useTranslations('Checkout');
  const foreign = customer.estrangeiro;
  const addresses = customer.enderecos.filter((a) => a.ativo);
  const [addressId, setAddressId] = useState<number | null>(() => {
    const saved = loadChoice()?.addressId;
    if (saved && addresses.some((a) => a.id === saved)) return saved;
    return (addresses.find((a) => a.principal) ?? addresses[0])?.id ?? null;
  });
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const cartVersion = cartVersionOf(cart);
  const options = useShippingOptions({
    currencyId: cart.currencyId,
    addressId,
    countryId: foreign ? 1 : 2,
    cartVersion,
    enabled: true,
  });
  // The cart the tokens on screen were signed for: none while a changed cart's options are still coming (the
  // previous ones stay visible meanwhile), so continue waits for the new quote instead of meeting the API's refusal.
  const quotedFor = options.data && !options.isPlaceholderData ? cartVersion : '';
  const quotedAt = options.dataUpdatedAt;
  const stamp = useCallback(
    (next: ShippingChoice) => onChoice({ ...next, quotedFor, quotedAt }),
    [onChoice, quotedFor, quotedAt],
  );

  // New answer: apply the selection rules against what was saved before.
  useEffect(() => {
    if (options.data) stamp(selectOption(options.data, loadChoice(), addressId));
  }, [options.data, addressId, stamp]);

  const setFilter = useCallback(
    (pickupState: number | null, pickupCity: number | null) => {
      if (choice) stamp({ ...choice, pickupState, pickupCity });
    },
    [choice, stamp],
  );

  const list = options.data ?? [];
  const pickupOption = list.find((o) => o.serviceId === null);
  const pickingUp = choice?.serviceId === null && Boolean(pickupOption);
  const missingId = useTranslations('ApiErrors')('externalIdMissing');
  const error =
    options.error instanceof EcomError
      ? options.error.message
      : options.error instanceof CartIdMissingError
        ? missingId
        : options.isError
          ? t('shippingError')
          : null;

  function choose(serviceId: number | null) {
    const option = list.find((o) => o.serviceId === serviceId);
    if (!option) return;
    stamp(selectOption([option], null, addressId));
  }

  return (
    <section
      aria-labelledby="shipping-title"
      className="rounded-card border border-line bg-paper p-4 shadow-card sm:p-5"
      data-testid="shipping-calculator"
    >
      <h2 id="shipping-title" className="section-title">
        {t('shippingTitle')}
      </h2>
      {notice && (
        <FormAlert tone="success" className="mt-3">
          {notice}
        </FormAlert>
      )}

      {foreign ? (
        <p className="mt-2 text-sm text-muted">{t('foreignPickup')}</p>
      ) : (
        <fieldset className="mt-3">
          <legend className="text-sm font-semibold text-plum-900">{t('deliveryAddress')}</legend>
          {addresses.length === 0 && <p className="mt-1 text-sm text-muted">{t('noAddresses')}</p>}
          <ul className="mt-2 flex flex-col gap-2" data-testid="checkout-addresses">
            {addresses.map((a) => (
              <li key={a.id}>
                <label
                  className={`flex cursor-pointer gap-3 rounded-lg border p-3 text-sm ${addressId === a.id ? 'border-plum-900 bg-plum-50' : 'border-line'}`}
                >
                  <input
                    type="radio"
                    name="address"
                    className="mt-1 accent-plum-900"
                    checked={addressId === a.id}
                    onChange={() => setAddressId(a.id)}
                  />
                  <span>
                    <span className="block font-semibold text-ink">{a.nome}</span>
                    <span className="text-muted">
                      {a.logradouro}, {a.numero} — {a.bairro}, {a.cidade} ({a.estado})
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <button type="button" className="btn-outline mt-3" onClick={() => setAdding(true)}>
            {t('newAddress')}
          </button>
          {adding && (
            <AddressDialog
              foreign={false}
              open={adding}
              onClose={() => setAdding(false)}
              onSaved={(text) => {
                setAdding(false);
                setNotice(text);
              }}
            />
          )}
        </fieldset>
      )}

      <div className="mt-4" aria-live="polite" aria-busy={options.isFetching}>
        {addressId === null ? (
          <p className="text-sm text-muted">{t('chooseAddress')}</p>
        ) : options.isPending && options.fetchStatus !== 'idle' ? (
          <p className="text-sm text-muted">{t('calculating')}</p>
        ) : error ? (
          <FormAlert tone="error">{error}</FormAlert>
        ) : (
          <>
            {!foreign && list.length > 0 && (
              <fieldset data-testid="shipping-options">
                <legend className="text-sm font-semibold text-plum-900">{t('options')}</legend>
                {list.every((o) => o.serviceId === null) && (
                  <p className="mt-1 text-sm text-muted">{t('pickupOnly')}</p>
                )}
                <ul className="mt-2 flex flex-col gap-2">
                  {list.map((o) => (
                    <li key={o.serviceId ?? 'pickup'}>
                      <label
                        className={`flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm ${choice?.serviceId === o.serviceId ? 'border-plum-900 bg-plum-50' : 'border-line'}`}
                      >
                        <input
                          type="radio"
                          name="shipping-option"
                          className="accent-plum-900"
                          checked={choice?.serviceId === o.serviceId}
                          onChange={() => choose(o.serviceId)}
                        />
                        <span className="flex-1">
                          <span className="block font-semibold text-ink">
                            {o.serviceId === null ? t('pickupTitle') : o.description}
                          </span>
                          <span className="text-muted">{t('days', { days: o.days })}</span>
                        </span>
                        <span className="font-semibold text-plum-900 tabular-nums">
                          {o.price === 0 ? t('free') : formatMoney(o.price, cart.currencyId)}
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            )}
            {pickingUp && pickupOption && choice && (
              <PickupPointPicker
                currencyId={cart.currencyId}
                cartVersion={cartVersion}
                selectedId={choice.pickupPointId}
                stateId={choice.pickupState}
                cityId={choice.pickupCity}
                onFilter={setFilter}
                onSelect={(point: PickupPoint) => stamp(withPickupPoint(choice, point))}
              />
            )}
          </>
        )}
      </div>
    </section>
  );
}
