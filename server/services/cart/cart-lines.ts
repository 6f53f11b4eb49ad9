import { ValidationError } from '../errors';
import { sellable, type CartProduct } from './cart-products';

/** A line as the shopper's browser sends it (spec §7's itens, mapped by the route). */
export interface WantedLine {
  productId: number;
  quantity: number;
  /** False: the shopper removed it (kept, hidden). */
  active: boolean;
  /** The product token the shopper's page showed: a different current one means the price changed since. */
  shownToken: string | null;
}

/** One cart line as kept: quantity, whether it is shown, and the unit price the shopper last acknowledged. */
export interface Line {
  /** The stored row's id; absent for a line not yet written. */
  id?: number;
  productId: number;
  quantity: number;
  active: boolean;
  /** Minor units of the cart's currency; null for a line not yet written. */
  storedPriceMinor: number | null;
  /** Set when this change lowered the quantity to the stock. */
  adjusted?: boolean;
  /** Set when the change touched the line: its stored price becomes the current one. */
  touched?: boolean;
}

type Products = Map<number, CartProduct>;

/** Spec §4: "Este produto está indisponível no momento!" — a 422 whose message is the alert text. */
const unavailable = () => new ValidationError({ productId: ['productUnavailable'] }, 'productUnavailable');

function productOf(products: Products, productId: number): CartProduct {
  const p = products.get(productId);
  if (!p) throw new ValidationError({ productId: ['productNotFound'] }, 'productNotFound');
  return p;
}

function upsert(lines: Line[], productId: number): Line {
  let line = lines.find((l) => l.productId === productId);
  if (!line) {
    line = { productId, quantity: 0, active: false, storedPriceMinor: null };
    lines.push(line);
  }
  return line;
}

/**
 * A wanted quantity on a line: 0 or less removes it; otherwise capped at the stock. A product that cannot be sold
 * any more is refused when the shopper adds it anew, and quietly taken out (marked adjusted) when it was already
 * in the cart, so one sold-out product never blocks saving the rest.
 */
function setWanted(line: Line, product: CartProduct, wanted: number): void {
  line.touched = true;
  if (wanted <= 0) {
    line.active = false;
    return;
  }
  if (!sellable(product)) {
    if (!line.active) throw unavailable();
    line.active = false;
    line.adjusted = true;
    return;
  }
  const capped = Math.min(wanted, product.available);
  line.adjusted = capped < wanted;
  line.quantity = capped;
  line.active = true;
}

/** The client's lines set as sent (caps and refusals applied); lines it does not mention are left as they are. */
export function setLines(lines: Line[], inputs: WantedLine[], products: Products): Line[] {
  const next = lines.map((l) => ({ ...l }));
  const seen = new Set<number>();
  for (const input of inputs) {
    if (seen.has(input.productId)) continue; // a repeated product counts once: the first line wins
    seen.add(input.productId);
    const product = productOf(products, input.productId);
    setWanted(upsert(next, input.productId), product, input.active ? input.quantity : 0);
  }
  return next;
}

/** Spec §7 PUT/POST: the client sends the whole cart; lines it leaves out are removed. */
export function replaceLines(lines: Line[], inputs: WantedLine[], products: Products): Line[] {
  const next = setLines(lines, inputs, products);
  const seen = new Set(inputs.map((i) => i.productId));
  for (const line of next) {
    if (!seen.has(line.productId) && line.active) {
      line.active = false;
      line.touched = true;
    }
  }
  return next;
}

/** Spec §4: +1 up to the stock; a removed line comes back with 1; a new product only with stock. */
export function addOne(lines: Line[], productId: number, products: Products): Line[] {
  const next = lines.map((l) => ({ ...l }));
  const product = productOf(products, productId);
  const line = upsert(next, productId);
  if (!sellable(product)) throw unavailable();
  if (line.active && line.quantity + 1 > product.available)
    throw new ValidationError({ quantity: ['cartMaxQuantity'] }, 'cartMaxQuantity');
  setWanted(line, product, line.active ? line.quantity + 1 : 1);
  return next;
}

/** Spec §4: setting a quantity caps it at the stock; 0 or less removes the line. */
export function setQuantity(lines: Line[], productId: number, quantity: number, products: Products): Line[] {
  const next = lines.map((l) => ({ ...l }));
  const line = next.find((l) => l.productId === productId);
  if (!line) {
    if (quantity <= 0) return next;
    return setQuantity(
      [...next, { productId, quantity: 0, active: false, storedPriceMinor: null }],
      productId,
      quantity,
      products,
    );
  }
  setWanted(line, productOf(products, productId), quantity);
  return next;
}

export function removeLine(lines: Line[], productId: number): Line[] {
  return lines.map((l) => (l.productId === productId ? { ...l, active: false, touched: true } : { ...l }));
}

export function clearLines(lines: Line[]): Line[] {
  return lines.map((l) => ({ ...l, active: false, touched: l.active || l.touched }));
}

/**
 * Lines of two carts of one customer, at login (docs/decisions/0013-cart-and-shipping-api.md): the browser's cart is the container;
 * a product in both keeps the larger quantity (the same cart built on two devices is not doubled); the rest of the
 * older cart is added. Stock caps are applied by the caller through setQuantity.
 */
export function mergeQuantities(current: Line[], older: Line[]): Map<number, number> {
  const wanted = new Map<number, number>();
  for (const l of current) if (l.active) wanted.set(l.productId, l.quantity);
  for (const l of older)
    if (l.active) wanted.set(l.productId, Math.max(wanted.get(l.productId) ?? 0, l.quantity));
  return wanted;
}
