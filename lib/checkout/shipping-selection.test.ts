import { describe, expect, it } from 'vitest';
import type { PickupPoint, ShippingOption } from '@/lib/cart/types';
import {
  cartVersionOf,
  pickupFilters,
  quoteFresh,
  selectOption,
  shippingReady,
  withPickupPoint,
} from './shipping-selection';

const point = (id: number, stateId = 1, cityId = 10): PickupPoint => ({
  id,
  name: `P${id}`,
  address: 'Rua',
  hours: '8-18',
  state: `S${stateId}`,
  stateId,
  city: `C${cityId}`,
  cityId,
  token: `pt${id}`,
});
const delivery = (id: number, price = 5): ShippingOption => ({
  serviceId: id,
  description: `D${id}`,
  days: 1,
  price,
  token: `t${id}`,
  pickupPoints: [],
});
const pickup = (points: PickupPoint[]): ShippingOption => ({
  serviceId: null,
  description: 'Retirada',
  days: 0,
  price: 0,
  token: 'tp',
  pickupPoints: points,
});

describe('shipping selection (spec §4 Shipping)', () => {
  it('re-selects the saved option when it is still offered', () => {
    const saved = selectOption([delivery(1), delivery(2)], null, 7);
    const again = selectOption([delivery(1), delivery(2)], { ...saved, serviceId: 2 }, 7);
    expect(again.serviceId).toBe(2);
    expect(again.token).toBe('t2');
  });

  it('falls back to the first option when the saved one is gone', () => {
    const choice = selectOption(
      [delivery(3), pickup([point(1), point(2)])],
      { ...selectOption([delivery(9)], null, 1) },
      1,
    );
    expect(choice.serviceId).toBe(3);
    expect(shippingReady(choice)).toBe(true);
  });

  it('with no option, store pickup at 0 that cannot continue', () => {
    const choice = selectOption([], null, null);
    expect(choice).toMatchObject({ serviceId: null, price: 0, token: '' });
    expect(shippingReady(choice)).toBe(false);
  });

  it('a single pickup option with one point selects the point too', () => {
    const choice = selectOption([pickup([point(4)])], null, null);
    expect(choice.pickupPointId).toBe(4);
    expect(choice.token).toBe('pt4');
    expect(shippingReady(choice)).toBe(true);
  });

  it('pickup with several points needs a point before continuing', () => {
    const choice = selectOption([pickup([point(1), point(2)])], null, null);
    expect(shippingReady(choice)).toBe(false);
    expect(shippingReady(withPickupPoint(choice, point(2)))).toBe(true);
  });

  it('keeps the saved pickup point when it is still listed', () => {
    const first = withPickupPoint(selectOption([pickup([point(1), point(2)])], null, null), point(2));
    const again = selectOption([pickup([point(1), point(2)])], first, null);
    expect(again.pickupPointId).toBe(2);
  });

  it('filters auto-select a single state and city', () => {
    const oneState = [point(1, 1, 10), point(2, 1, 11)];
    const f = pickupFilters(oneState, oneState);
    expect(f.onlyState).toBe(1);
    expect(f.onlyCity).toBeNull();
    const twoStates = pickupFilters([point(1, 1, 10), point(2, 2, 20)], [point(2, 2, 20)]);
    expect(twoStates.onlyState).toBeNull();
    expect(twoStates.states.map((s) => s.id)).toEqual([1, 2]);
    expect(twoStates.onlyCity).toBe(20);
  });
});

describe("quote freshness (issue 18: tokens are signed for the cart's lines and live 30 minutes)", () => {
  const line = (productId: number, quantity: number) => ({ productId, quantity }) as never;
  it('names a cart by its products and units', () => {
    expect(cartVersionOf({ lines: [line(3, 1), line(7, 2)] })).toBe('3:1,7:2');
    expect(cartVersionOf({ lines: [line(3, 20), line(7, 2)] })).not.toBe(
      cartVersionOf({ lines: [line(3, 1), line(7, 2)] }),
    );
  });

  it('is fresh only for the cart it was quoted for and for 25 minutes', () => {
    const choice = { ...selectOption([delivery(1)], null, 7), quotedFor: '3:1', quotedAt: 1_000_000 };
    expect(quoteFresh(choice, '3:1', 1_000_000 + 24 * 60_000)).toBe(true);
    expect(quoteFresh(choice, '3:2', 1_000_000)).toBe(false);
    expect(quoteFresh(choice, '3:1', 1_000_000 + 26 * 60_000)).toBe(false);
    expect(quoteFresh(null, '3:1', 1_000_000)).toBe(false);
    // A choice saved before quotes were tagged (or while a changed cart is being quoted) is never fresh.
    expect(quoteFresh(selectOption([delivery(1)], null, 7), '', 0)).toBe(false);
  });
});
