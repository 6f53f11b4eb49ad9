import type { Cart, PickupPoint, ShippingOption } from '@/lib/cart/types';

/**
 * The shopper's shipping choice (spec §3 Shipping state), kept in local storage under the spec's keys
 * (`selectedShippingDetails`, `shippingData`) so a reload or the payment step finds it.
 */
export interface ShippingChoice {
  addressId: number | null;
  /** null: store pickup. */
  serviceId: number | null;
  description: string;
  price: number;
  /** Signed option checkout accepts; empty when nothing valid is chosen. */
  token: string;
  pickupPointId: number | null;
  /** Shown in the order summary (step 2), so the shopper sees where to collect before paying. */
  pickupPointName: string;
  pickupState: number | null;
  pickupCity: number | null;
  /** The cart (cartVersionOf) the token was signed for: the API refuses it for any other (issue 18). */
  quotedFor: string;
  /** When the token was fetched (ms), so an old one is replaced before the API's 30 minutes run out. */
  quotedAt: number;
}

const EMPTY_CHOICE: ShippingChoice = {
  addressId: null,
  serviceId: null,
  description: '',
  price: 0,
  token: '',
  pickupPointId: null,
  pickupPointName: '',
  pickupState: null,
  pickupCity: null,
  quotedFor: '',
  quotedAt: 0,
};

/** The cart's lines as a shipping quote is bound to them (product and units), as a cache key and a freshness tag. */
export const cartVersionOf = (cart: Pick<Cart, 'lines'>) =>
  cart.lines.map((l) => `${l.productId}:${l.quantity}`).join(',');

/** Quotes on screen are fetched again this often, well inside the API's 30-minute token lifetime. */
export const QUOTE_REFRESH_MS = 10 * 60_000;
/** A choice older than this is quoted again before paying (the API refuses tokens after 30 minutes). */
const QUOTE_MAX_AGE_MS = 25 * 60_000;

/** The choice's token was signed for this very cart (an untagged choice, saved earlier or mid-quote, never is). */
export function quotedForCart(choice: ShippingChoice | null, cartVersion: string): boolean {
  return Boolean(choice?.quotedFor) && choice!.quotedFor === cartVersion;
}

/** The choice's token was signed for this very cart and is young enough to reach the API valid. */
export function quoteFresh(choice: ShippingChoice | null, cartVersion: string, nowMs: number): boolean {
  return quotedForCart(choice, cartVersion) && nowMs - choice!.quotedAt < QUOTE_MAX_AGE_MS;
}

const DETAILS_KEY = 'selectedShippingDetails';
const DATA_KEY = 'shippingData';

export function loadChoice(): ShippingChoice | null {
  try {
    const raw = localStorage.getItem(DETAILS_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ShippingChoice>;
    return { ...EMPTY_CHOICE, ...parsed };
  } catch {
    return null;
  }
}

export function saveChoice(choice: ShippingChoice) {
  try {
    localStorage.setItem(DETAILS_KEY, JSON.stringify(choice));
    localStorage.setItem(
      DATA_KEY,
      JSON.stringify({
        cost: choice.price,
        deliveryType: choice.serviceId === null ? 'pickup' : 'delivery',
        token: choice.token,
      }),
    );
  } catch {
    // Storage off: the choice lives for this page view.
  }
}

/** A pickup point's own signed option replaces the generic store-pickup token. */
export function withPickupPoint(choice: ShippingChoice, point: PickupPoint | null): ShippingChoice {
  if (!point)
    return {
      ...choice,
      pickupPointId: null,
      pickupPointName: '',
      token: choice.serviceId === null ? '' : choice.token,
    };
  return {
    ...choice,
    serviceId: null,
    pickupPointId: point.id,
    pickupPointName: point.name,
    pickupState: point.stateId,
    pickupCity: point.cityId,
    token: point.token,
    price: 0,
  };
}

function fromOption(option: ShippingOption, addressId: number | null): ShippingChoice {
  const base: ShippingChoice = {
    ...EMPTY_CHOICE,
    addressId,
    serviceId: option.serviceId,
    description: option.description,
    price: option.price,
    token: option.token,
  };
  // Pickup needs a point; a single point is chosen for the shopper.
  if (option.serviceId === null)
    return withPickupPoint(base, option.pickupPoints.length === 1 ? option.pickupPoints[0] : null);
  return base;
}

/**
 * Spec §4 Shipping: the saved option again when it is still offered (with its pickup point if that is still
 * there), else the first option, else store pickup at 0 (no token: the shopper cannot continue).
 */
export function selectOption(
  options: readonly ShippingOption[],
  saved: ShippingChoice | null,
  addressId: number | null,
): ShippingChoice {
  const again = saved ? options.find((o) => o.serviceId === saved.serviceId) : undefined;
  if (again && saved) {
    const choice = fromOption(again, addressId);
    if (again.serviceId !== null || choice.pickupPointId !== null) return choice;
    const point = again.pickupPoints.find((p) => p.id === saved.pickupPointId) ?? null;
    return withPickupPoint(
      { ...choice, pickupState: saved.pickupState, pickupCity: saved.pickupCity },
      point,
    );
  }
  if (options.length > 0) return fromOption(options[0], addressId);
  return { ...EMPTY_CHOICE, addressId };
}

/** Spec §4 Checkout entry: a chosen shipping token, and a pickup point when pickup was chosen. */
export function shippingReady(choice: ShippingChoice | null): boolean {
  if (!choice || !choice.token) return false;
  return choice.serviceId !== null || choice.pickupPointId !== null;
}

/**
 * Distinct values for the pickup filters, and which one to auto-select (spec: a single value is chosen): states
 * from every point, cities from the points of the chosen state (all points while no state is chosen).
 */
export function pickupFilters(all: readonly PickupPoint[], inState: readonly PickupPoint[]) {
  const states = [...new Map(all.map((p) => [p.stateId, p.state])).entries()].map(([id, name]) => ({
    id,
    name,
  }));
  const cities = [...new Map(inState.map((p) => [p.cityId, p.city])).entries()].map(([id, name]) => ({
    id,
    name,
  }));
  return {
    states,
    cities,
    onlyState: states.length === 1 ? states[0].id : null,
    onlyCity: cities.length === 1 ? cities[0].id : null,
  };
}
