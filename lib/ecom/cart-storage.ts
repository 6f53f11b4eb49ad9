/**
 * The browser's cart identity (spec §9): a random UUID under `ex_cart` (and the server's numeric id under
 * `cart_id`). Storage may be off (private mode): the id then lives for this page view only.
 */
const EXTERNAL_KEY = 'ex_cart';
const ID_KEY = 'cart_id';
let memory: string | null = null;

/** Which storage (a getter: touching a disabled one throws, inside the try). The identity lives in localStorage. */
type Area = () => Storage;
const local: Area = () => localStorage;
const session: Area = () => sessionStorage;

function read(key: string, area: Area = local): string | null {
  try {
    return area().getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null, area: Area = local) {
  try {
    if (value === null) area().removeItem(key);
    else area().setItem(key, value);
  } catch {
    // Storage off: memory only.
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The stored external id, or null while this browser has none (nothing is made here). */
export function storedCartExternalId(): string | null {
  const stored = read(EXTERNAL_KEY) ?? memory;
  return stored && UUID.test(stored) ? stored : null;
}

/** The current external id, made (and stored) when there is none or the stored one is not a UUID. */
export function cartExternalId(): string {
  const stored = read(EXTERNAL_KEY) ?? memory;
  if (stored && UUID.test(stored)) return stored;
  return renewCartExternalId();
}

/** A fresh identity: after a 404, a clear or a logout (spec §4). */
export function renewCartExternalId(): string {
  const id = crypto.randomUUID();
  memory = id;
  rememberNoOpenCart(false);
  write(EXTERNAL_KEY, id);
  write(ID_KEY, null);
  return id;
}

/** The customer's cart found on the server (a browser that kept none): this browser uses it from now on. */
export function adoptCartExternalId(id: string) {
  if (!UUID.test(id)) return;
  memory = id;
  rememberNoOpenCart(false);
  write(EXTERNAL_KEY, id);
  write(ID_KEY, null);
}

/** No identity until the next write makes one (after a 404: the server has no such cart). */
export function forgetCartExternalId() {
  memory = null;
  write(EXTERNAL_KEY, null);
  write(ID_KEY, null);
}

export function rememberCartId(id: number) {
  write(ID_KEY, String(id));
}

/**
 * Decision 0013: a signed-in customer's "no open cart" answer (the 404 of `atual`), kept for this tab's session so
 * each page view does not ask again. Login, an add (a new identity) and logout forget it.
 */
const NONE_KEY = 'cart_none_open';
let noneInMemory = false;

export function knownNoOpenCart(): boolean {
  return (read(NONE_KEY, session) ?? (noneInMemory ? '1' : null)) === '1';
}

export function rememberNoOpenCart(none: boolean) {
  noneInMemory = none;
  write(NONE_KEY, none ? '1' : null, session);
}

/**
 * A first add's create goes out as a keepalive call and may still be on its way after its page was left: the next
 * page's first read can get a 404 for a cart about to exist. When the create went out, kept for a short while
 * (cleared by its answer when the page is still there to see it).
 */
const CREATING_KEY = 'cart_creating_at';
const CREATING_GRACE_MS = 10_000;

export function rememberCartCreating(creating: boolean) {
  write(CREATING_KEY, creating ? String(Date.now()) : null);
}

export function cartBeingCreated(now = Date.now()): boolean {
  const at = Number(read(CREATING_KEY));
  return at > 0 && now - at < CREATING_GRACE_MS;
}
