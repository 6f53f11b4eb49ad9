import type { CartResponse } from '@/lib/contract/cart';
import {
  cartFromApi,
  pickupPointFromApi,
  shippingOptionFromApi,
  type Cart,
  type PickupPoint,
  type ShippingOption,
} from '@/lib/cart/types';
import { ecom } from './client';
import { EcomError } from './errors';
import { hasSessionHint } from './session-hint';
import {
  adoptCartExternalId,
  cartBeingCreated,
  cartExternalId,
  forgetCartExternalId,
  knownNoOpenCart,
  rememberCartCreating,
  rememberCartId,
  rememberNoOpenCart,
  renewCartExternalId,
  storedCartExternalId,
} from './cart-storage';

/**
 * The cart calls of docs/decisions/0012 and 0013 (rows of ./operations.ts) with the browser's cart identity:
 * which cart this browser keeps, made on the first add, renewed after a 404 or a clear, adopted from the
 * customer's account on a new device.
 */

function done(body: CartResponse): Cart {
  rememberCartId(body.id);
  return cartFromApi(body);
}

/**
 * A signed-in customer's cart kept on the server, for a browser that has none (a new device, or logged out and in
 * again; decision 0013): this browser adopts its external id. Null when they have none (404) or the session ended.
 */
async function loadCustomerCart(currencyId: number): Promise<Cart | null> {
  try {
    const body = await ecom('currentCart', { query: { moeda_id: currencyId } });
    // An add made meanwhile (it stored a new identity) is newer than this answer: keep its cart.
    if (storedCartExternalId() && storedCartExternalId() !== body.external_id) return null;
    adoptCartExternalId(body.external_id);
    return done(body);
  } catch (e) {
    if (e instanceof EcomError && e.status === 404) {
      // Issue 21: "none open" is remembered for the tab only when no add made a cart while this read was out;
      // a stale "none" would hide the cart the add just made from every later page of the tab.
      if (!storedCartExternalId() && writesInFlight === 0) rememberNoOpenCart(true);
      return null;
    }
    if (e instanceof EcomError && e.status === 401) return null;
    throw e;
  }
}

/** The browser's cart at current prices in `currencyId`, or null when the browser has none yet. */
export async function loadCart(currencyId: number): Promise<Cart | null> {
  // A browser that never added anything has no cart to ask for (and no 404 on every first visit); a signed-in
  // customer's cart may live on the server, filled on another device.
  // Once told "none open", the tab does not ask again until login, an add or logout (decision 0013).
  const id = storedCartExternalId();
  if (!id) return hasSessionHint() && !knownNoOpenCart() ? loadCustomerCart(currencyId) : null;
  try {
    return done(await ecom('cart', { params: { externalId: id }, query: { moeda_id: currencyId } }));
  } catch (e) {
    // Spec §4: a 404 resets the identity; the server cart is made, with a new one, on the first add. A customer's
    // cart may have been merged into another device's at its login: that one is theirs now.
    if (e instanceof EcomError && e.status === 404) {
      // A first add (in this page, or in the page just left) may have stored this id and be creating its cart
      // right now: the cart is on its way, not gone.
      if (writesInFlight > 0 || cartBeingCreated() || storedCartExternalId() !== id) return null;
      forgetCartExternalId();
      return hasSessionHint() ? loadCustomerCart(currencyId) : null;
    }
    throw e;
  }
}

/** A cart line as spec §7 sends it (item fields as strings). */
interface LineInput {
  produto_id: string;
  qtde: string;
  armazem_id: string;
  ativo: 'true';
}

/**
 * Spec §7 POST carrinho, with the write's line in the same call (one request, so leaving the page cannot cut a
 * first add in half). Null when the external id is already used (spec §8: handled silently, the caller updates).
 */
async function create(
  externalId: string,
  currencyId: number,
  line?: LineInput,
): Promise<CartResponse | null> {
  rememberCartCreating(true);
  try {
    return await ecom('createCart', {
      json: { external_id: externalId, filial_id: 1, moeda_id: currencyId, itens: line ? [line] : [] },
    });
  } catch (e) {
    if (e instanceof EcomError && e.status === 422 && 'external_id' in e.fieldErrors) return null;
    throw e;
  } finally {
    rememberCartCreating(false);
  }
}

/** Makes the cart; with the write's line, the create's answer is the write's. Null: the write itself still runs. */
async function createWith(
  externalId: string,
  currencyId: number,
  line: LineInput | undefined,
): Promise<CartResponse | null> {
  const made = await create(externalId, currencyId, line);
  return line ? made : null;
}

/** Writes running in this page; while one runs, a read's 404 may only mean its cart is still being made. */
let writesInFlight = 0;

interface WriteOptions {
  /** The browser has no cart on the server yet: make it first (with `line`). */
  createFirst?: boolean;
  /** What the write puts in a cart made for it (an add's one unit). */
  line?: LineInput;
}

/**
 * Runs a write on the current cart; a cart that is gone (404) is made anew once and the write repeated. The cart
 * written is this browser's from then on, even if a read raced the write's creation and forgot the id meanwhile.
 */
async function write(
  run: (externalId: string) => Promise<CartResponse>,
  currencyId: number,
  { createFirst = false, line }: WriteOptions = {},
): Promise<Cart> {
  writesInFlight++;
  try {
    let id = cartExternalId();
    let body = createFirst ? await createWith(id, currencyId, line) : null;
    if (!body) {
      try {
        body = await run(id);
      } catch (e) {
        if (!(e instanceof EcomError && e.status === 404)) throw e;
        id = renewCartExternalId();
        body = (await createWith(id, currencyId, line)) ?? (await run(id));
      }
    }
    if (storedCartExternalId() !== id) adoptCartExternalId(id);
    return done(body);
  } finally {
    writesInFlight--;
  }
}

/**
 * Spec §4: one unit more. `hasCart` is what the page's cart read said; before any read answered (undefined), a
 * browser that stores no cart id has none, and one that does is updated (a 404 makes it anew).
 */
export function addToCart(
  productId: number,
  currencyId: number,
  hasCart: boolean | undefined,
): Promise<Cart> {
  const createFirst = hasCart === undefined ? !storedCartExternalId() : !hasCart;
  const line: LineInput = { produto_id: String(productId), qtde: '1', armazem_id: '1', ativo: 'true' };
  return write(
    (id) =>
      ecom('addLine', { params: { externalId: id }, json: { produto_id: productId, moeda_id: currencyId } }),
    currencyId,
    { createFirst, line },
  );
}

export function setQuantity(productId: number, quantity: number, currencyId: number): Promise<Cart> {
  return write(
    (id) =>
      ecom('setQuantity', {
        params: { externalId: id, productId },
        json: { qtde: quantity, moeda_id: currencyId },
      }),
    currencyId,
  );
}

export function removeLine(productId: number, currencyId: number): Promise<Cart> {
  return write(
    (id) => ecom('removeLine', { params: { externalId: id, productId }, query: { moeda_id: currencyId } }),
    currencyId,
  );
}

/** Spec §4: clearing empties the cart and starts a new identity. */
export async function clearCart(currencyId: number): Promise<null> {
  const id = cartExternalId();
  await ecom('clearCart', { params: { externalId: id }, query: { moeda_id: currencyId } }).catch(
    (e: unknown) => {
      if (!(e instanceof EcomError && e.status === 404)) throw e;
    },
  );
  renewCartExternalId();
  return null;
}

/**
 * After login: the browser's cart becomes the customer's, merged with their earlier one (0013 merge rule); a
 * browser without a cart takes the customer's current one instead.
 */
export async function bindCart(currencyId: number): Promise<Cart | null> {
  // A new login asks afresh: this customer may have a cart made elsewhere.
  rememberNoOpenCart(false);
  const id = storedCartExternalId();
  if (!id) return loadCustomerCart(currencyId);
  try {
    return done(await ecom('bindCart', { params: { externalId: id }, query: { moeda_id: currencyId } }));
  } catch (e) {
    // No cart in this browser yet: nothing to bind; the customer's next add makes one.
    if (e instanceof EcomError && e.status === 404) return null;
    throw e;
  }
}

export interface ShippingRequest {
  currencyId: number;
  addressId?: number | null;
  cityId?: number | null;
  pickupPointId?: number | null;
  /** Buyer's country (spec §9 default 2, Paraguay; 1 Brazil). */
  countryId: 1 | 2;
}

/**
 * Spec §4 Shipping: "missing cart external id: the shipping store retries after 2 s". Shipping is asked about the
 * cart this browser keeps; before that cart has an id (another tab cleared it, storage was wiped) there is nothing
 * to quote, and the caller waits for it instead of quoting an empty, new cart.
 */
export class CartIdMissingError extends Error {
  constructor() {
    super('cart external id missing');
    this.name = 'CartIdMissingError';
  }
}

function currentCartId(): string {
  const id = storedCartExternalId();
  if (!id) throw new CartIdMissingError();
  return id;
}

export async function calculateShipping(req: ShippingRequest): Promise<ShippingOption[]> {
  const id = currentCartId();
  const body = {
    moeda_id: req.currencyId,
    filial_id: 1,
    external_id: id,
    pais_id: req.countryId,
    ...(req.addressId ? { cliente_endereco_id: req.addressId } : {}),
    ...(req.cityId ? { cidade_id: req.cityId } : {}),
    ...(req.pickupPointId ? { id_ponto_entrega: req.pickupPointId } : {}),
  };
  const options = await ecom('shippingOptions', { params: { externalId: id }, json: body });
  return options.map(shippingOptionFromApi);
}

interface PickupPointFilter {
  currencyId: number;
  stateId: number | null;
  cityId: number | null;
}

/** Spec §7 pontos-entrega: the pickup points, filtered by state and city on the server. */
export async function loadPickupPoints({
  currencyId,
  stateId,
  cityId,
}: PickupPointFilter): Promise<PickupPoint[]> {
  const id = currentCartId();
  const points = await ecom('pickupPoints', {
    params: { externalId: id },
    query: { moeda_id: currencyId, estado_id: stateId || null, cidade_id: cityId || null },
  });
  return points.map(pickupPointFromApi);
}
