'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { FormAlert } from '@/components/account/form/form-alert';
import { ClockIcon, MapPinIcon } from '@/components/ui/icons';
import { CartIdMissingError } from '@/lib/ecom/cart-calls';
import type { PickupPoint } from '@/lib/cart/types';
import { pickupFilters } from '@/lib/checkout/shipping-selection';
import { usePickupPoints } from '@/lib/checkout/use-shipping';

/**
 * Spec §4: pickup points loaded through pontos-entrega with state and city filters; a filter with a single value
 * selects itself. The shopper picks a point among those under the filters.
 */
export function PickupPointPicker({
  currencyId,
  cartVersion,
  selectedId,
  stateId,
  cityId,
  onFilter,
  onSelect,
}: {
  currencyId: number;
  cartVersion: string;
  selectedId: number | null;
  stateId: number | null;
  cityId: number | null;
  onFilter: (stateId: number | null, cityId: number | null) => void;
  onSelect: (point: PickupPoint) => void;
}) {
  const t = useTranslations('Checkout');
  const missingId = useTranslations('ApiErrors')('externalIdMissing');
  const { all, inState, shown, pending, error } = usePickupPoints({
    currencyId,
    stateId,
    cityId,
    cartVersion,
  });
  const { states, cities, onlyState, onlyCity } = pickupFilters(all, inState);

  useEffect(() => {
    if (onlyState !== null && stateId !== onlyState) onFilter(onlyState, null);
    else if (stateId !== null && onlyCity !== null && cityId !== onlyCity) onFilter(stateId, onlyCity);
  }, [onlyState, onlyCity, stateId, cityId, onFilter]);

  return (
    <fieldset className="mt-3" data-testid="pickup-points">
      <legend className="text-sm font-semibold text-plum-900">{t('pickupPoints')}</legend>
      <div className="mt-2 grid gap-3 min-[480px]:grid-cols-2">
        <label className="flex flex-col gap-1 text-xs font-medium text-muted">
          {t('state')}
          <select
            className="select-field"
            value={stateId ?? ''}
            onChange={(e) => onFilter(e.target.value ? Number(e.target.value) : null, null)}
          >
            <option value="">{t('all')}</option>
            {states.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-muted">
          {t('city')}
          <select
            className="select-field"
            value={cityId ?? ''}
            onChange={(e) => onFilter(stateId, e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{t('all')}</option>
            {cities.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error ? (
        <FormAlert tone="error" className="mt-3">
          {error instanceof CartIdMissingError ? missingId : t('pickupError')}
        </FormAlert>
      ) : pending ? (
        <p className="mt-3 text-sm text-muted">{t('loading')}</p>
      ) : null}
      <ul className="mt-3 flex flex-col gap-2" aria-busy={pending}>
        {shown.map((p) => (
          <li key={p.id}>
            <label
              className={`flex cursor-pointer gap-3 rounded-lg border p-3 text-sm ${selectedId === p.id ? 'border-plum-900 bg-plum-50' : 'border-line'}`}
            >
              <input
                type="radio"
                name="pickup-point"
                className="mt-1 accent-plum-900"
                checked={selectedId === p.id}
                onChange={() => onSelect(p)}
              />
              <span className="flex flex-col gap-0.5">
                <span className="font-semibold text-ink">{p.name}</span>
                <span className="flex items-center gap-1 text-muted">
                  <MapPinIcon className="shrink-0" /> {p.address} — {p.city}, {p.state}
                </span>
                <span className="flex items-center gap-1 text-muted">
                  <ClockIcon className="shrink-0" /> {t('hours', { hours: p.hours })}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
