import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Lang } from '../../../lib/contract/common';
import type { Db } from '../../db/client';
import { cartItems, carts } from '../../db/schema';
import type { ExchangeRateService } from '../rates/exchange-rates';
import { NotFoundError, UnauthenticatedError, ValidationError } from '../errors';
import {
  addOne,
  clearLines,
  mergeQuantities,
  removeLine,
  replaceLines,
  setLines,
  setQuantity,
  type Line,
  type WantedLine,
} from './cart-lines';

export type { WantedLine } from './cart-lines';
export type { CartView } from './cart-view';
export type { CartProduct } from './cart-products';
import { toCartView, type CartHead, type CartView, type LineRow } from './cart-view';
import type { CartProduct } from './cart-products';
import {
  createCart,
  loadCart,
  loadCartProducts,
  lockCartRowOf,
  writeCartLines,
  type CartRead,
  type SessionCheck,
} from './cart-statements';

/** How many times a change overtaken by another write of the same cart is read and written again before it locks the cart. */
const OPTIMISTIC_TRIES = 2;

/** Who is asking: a logged-in customer, or an anonymous browser that knows the cart's external id. */
export interface CartActor {
  /** The logged-in customer when the caller's session is already resolved; null for anonymous or `sessionHash`. */
  customerId: number | null;
  /**
   * A bearer session not resolved yet (its token's SHA-256): the change's own read resolves it, and a hash that
   * names no live session is an UnauthenticatedError (docs/decisions/0013-cart-and-shipping-api.md).
   */
  sessionHash?: string;
  lang: Lang;
}

/** A whole cart as the browser sends it (spec §7 POST/PUT), in the domain's words. */
export interface WantedCart {
  /** The browser's own id for the cart (a UUID): who knows it may use the cart. */
  externalId: string;
  currencyId: number;
  lines: WantedLine[];
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** By external id, or by numeric id plus the external id (a numeric id alone is guessable). */
type Where = { externalId: string; id?: number };

interface Deps {
  db: Db;
  rates: ExchangeRateService;
  /** The key product tokens are signed with (keys['price-token']): cart lines echo the catalogue's tokens. */
  priceKey: string;
  /** The clock sessions expire by (the session service's). */
  now?: () => Date;
}

/**
 * Server-kept carts (spec §3/§4/§7). A change writes only if the cart is still the version it read (else it runs
 * again, at last with the cart row locked), so two tabs writing at once never lose a line; binding at login runs
 * in one transaction with the cart row locked. Prices and stock are always read from the catalogue; nothing the
 * client sends decides a price.
 */
export function cartService({ db, rates, priceKey, now = () => new Date() }: Deps) {
  const sessionCheck = (actor: CartActor): SessionCheck | undefined =>
    actor.sessionHash === undefined ? undefined : { hash: actor.sessionHash, now: now() };

  /** The customer a change runs for: the actor's, or the one its session resolved to in the read (none live: 401). */
  function customerOf(actor: CartActor, sessionCustomerId: number | null): number | null {
    if (actor.sessionHash === undefined) return actor.customerId;
    if (sessionCustomerId === null) throw new UnauthenticatedError();
    return sessionCustomerId;
  }

  /**
   * For binding: locks the cart row and marks it as touched in the same statement (an UPDATE locks the row as
   * SELECT … FOR UPDATE would, one round trip fewer). A refusal throws, which rolls the touch back.
   */
  async function lockCart(tx: Tx, externalId: string, actor: CartActor): Promise<CartHead> {
    const [row] = await tx
      .update(carts)
      .set({ updatedAt: new Date() })
      .where(eq(carts.externalId, externalId))
      .returning()
      .prepare('cart_lock_by_external_id')
      .execute();
    // Another customer's cart is as unknown as a cart that does not exist; an ordered cart is closed (the browser
    // starts a new one after checkout).
    if (!row || row.orderedAt || (row.customerId !== null && row.customerId !== actor.customerId)) {
      throw new NotFoundError();
    }
    return {
      id: row.id,
      externalId: row.externalId,
      currencyId: row.currencyId,
      addressId: row.addressId,
      customerId: row.customerId,
    };
  }

  async function linesOf(tx: Tx | Db, cartId: number): Promise<LineRow[]> {
    const rows = await tx
      .select()
      .from(cartItems)
      .where(eq(cartItems.cartId, cartId))
      .orderBy(cartItems.id)
      .prepare('cart_lines_of')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      productId: r.productId,
      quantity: r.quantity,
      active: r.active,
      storedPriceMinor: r.unitPriceMinor,
    }));
  }

  /** For binding: writes the lines the merge touched in one statement, at the current price (what the shopper now acknowledges). */
  async function saveLines(
    tx: Tx,
    cartId: number,
    lines: Line[],
    priceOf: (productId: number) => number,
  ): Promise<void> {
    const touched = lines.filter((l) => l.touched);
    if (!touched.length) return;
    await tx
      .insert(cartItems)
      .values(
        touched.map((l) => ({
          cartId,
          productId: l.productId,
          quantity: l.quantity,
          active: l.active,
          unitPriceMinor: priceOf(l.productId),
          warehouseId: 1,
        })),
      )
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.productId],
        set: {
          quantity: sql`excluded.quantity`,
          active: sql`excluded.active`,
          unitPriceMinor: sql`excluded.unit_price_minor`,
        },
      });
  }

  /**
   * Applies `apply` (pure) to a cart as read and writes the changed lines in one statement, if the cart is still the
   * version read: the answer, or null when another write overtook it. A currency different from the cart's re-prices
   * the whole cart in it (spec §4: a currency change reloads the cart); `products` must be priced in that currency.
   */
  async function applyAndWrite(
    runner: Db | Tx,
    { head, lines, products }: Pick<CartRead, 'head' | 'lines' | 'products'>,
    currencyId: number | undefined,
    apply: (lines: Line[], products: Map<number, CartProduct>) => Line[],
    clientTokens?: Map<number, string>,
  ): Promise<CartView | null> {
    const currencyChanged = currencyId !== undefined && currencyId !== head.currencyId;
    if (currencyChanged) head.currencyId = currencyId;
    const applied = apply(lines, products);
    // Stored prices are in the old currency: a currency change re-acknowledges every line in the new one.
    const next = currencyChanged ? applied.map((l) => ({ ...l, touched: true })) : applied;
    const priceOf = (id: number) => products.get(id)?.priceMinor ?? 0;
    const writes = next
      .filter((l) => l.touched)
      .map((l) => ({
        productId: l.productId,
        quantity: l.quantity,
        active: l.active,
        priceMinor: priceOf(l.productId),
      }));
    const ids = await writeCartLines(runner, head.id, head.version, head.currencyId, writes);
    if (!ids) return null;
    const saved = next
      .map((l) => ({
        ...l,
        id: ids.get(l.productId) ?? l.id ?? 0,
        storedPriceMinor: l.touched ? priceOf(l.productId) : l.storedPriceMinor,
        adjusted: Boolean(l.adjusted),
      }))
      .sort((a, b) => a.id - b.id);
    return toCartView(head, saved, products, priceKey, clientTokens);
  }

  /**
   * One change: read the cart, its lines and products in one statement, apply `change` (pure), then write the
   * changed lines in one statement that first checks the cart is still the version read (cart-statements.ts), so two
   * tabs writing at once never lose a line. No transaction in the usual case; a change overtaken twice runs again
   * with the cart row locked, where its write cannot be overtaken. A currency different from the cart's re-prices
   * the whole cart in it (spec §4: a currency change reloads the cart).
   */
  async function change(
    where: Where,
    actor: CartActor,
    currencyId: number | undefined,
    apply: (lines: Line[], products: Map<number, CartProduct>) => Line[],
    extraProductIds: number[] = [],
    clientTokens?: Map<number, string>,
  ): Promise<CartView> {
    const book = (await rates.get()).rates;
    const attempt = async (runner: Db | Tx): Promise<CartView | null> => {
      const { sessionCustomerId, cart: read } = await loadCart(
        runner,
        where.externalId,
        extraProductIds,
        actor.lang,
        currencyId,
        book,
        sessionCheck(actor),
      );
      const customerId = customerOf(actor, sessionCustomerId);
      // Another customer's cart is as unknown as a cart that does not exist; an ordered cart is closed (the browser
      // starts a new one after checkout); a numeric id must name the same cart as the external id.
      if (
        !read ||
        read.head.ordered ||
        (where.id !== undefined && read.head.id !== where.id) ||
        (read.head.customerId !== null && read.head.customerId !== customerId)
      ) {
        throw new NotFoundError();
      }
      return applyAndWrite(runner, read, currencyId, apply, clientTokens);
    };
    for (let i = 0; i < OPTIMISTIC_TRIES; i++) {
      const answer = await attempt(db);
      if (answer) return answer;
    }
    return db.transaction(async (tx) => {
      await lockCartRowOf(tx, where.externalId);
      const answer = await attempt(tx);
      if (!answer) throw new Error('cart changed while its row was locked');
      return answer;
    });
  }

  const tokensOf = (lines: WantedLine[]) =>
    new Map(lines.filter((l) => l.shownToken).map((l) => [l.productId, l.shownToken as string]));

  return {
    /** GET: the cart at current prices, in `currencyId` (re-priced and kept in it when it differs). */
    async get(externalId: string, actor: CartActor, currencyId: number): Promise<CartView> {
      return change({ externalId }, actor, currencyId, (lines) => lines);
    },

    /** POST: a new cart under the browser's external id (spec §7); a taken id is refused so the client updates. */
    async create(req: WantedCart, actor: CartActor): Promise<CartView> {
      const productIds = req.lines.map((i) => i.productId);
      const book = productIds.length ? (await rates.get()).rates : [];
      const {
        sessionCustomerId,
        cart: head,
        products,
      } = await createCart(
        db,
        req.externalId,
        req.currencyId,
        actor.customerId,
        { productIds, lang: actor.lang, rates: book },
        sessionCheck(actor),
      );
      const customerId = customerOf(actor, sessionCustomerId);
      if (!head) throw new ValidationError({ externalId: ['cartExternalIdInUse'] }, 'cartExternalIdInUse');
      if (!req.lines.length) return toCartView(head, [], new Map(), priceKey);
      // The storefront's first add creates the cart with its line: the insert read the products, so the new (empty)
      // cart's lines are written straight away, two statements in all.
      // If another write (an add from the next page, say) reached the new cart first, its lines are the shopper's
      // too: the create's lines are set beside them rather than replacing them.
      const apply = (lines: Line[], wanted: Map<number, CartProduct>) => setLines(lines, req.lines, wanted);
      const tokens = tokensOf(req.lines);
      const first = await applyAndWrite(
        db,
        { head: { ...head, ordered: false }, lines: [], products },
        req.currencyId,
        apply,
        tokens,
      );
      return (
        first ??
        change(
          { externalId: req.externalId },
          { customerId, lang: actor.lang },
          req.currencyId,
          apply,
          productIds,
          tokens,
        )
      );
    },

    /** PUT by cart id: the whole cart. The body's external id must match the cart's. */
    async replace(cartId: number, req: WantedCart, actor: CartActor): Promise<CartView> {
      return change(
        { id: cartId, externalId: req.externalId },
        actor,
        req.currencyId,
        (lines, products) => replaceLines(lines, req.lines, products),
        req.lines.map((i) => i.productId),
        tokensOf(req.lines),
      );
    },

    add: (externalId: string, productId: number, actor: CartActor, currencyId: number) =>
      change({ externalId }, actor, currencyId, (lines, products) => addOne(lines, productId, products), [
        productId,
      ]),

    setQuantity: (
      externalId: string,
      productId: number,
      quantity: number,
      actor: CartActor,
      currencyId: number,
    ) =>
      change(
        { externalId },
        actor,
        currencyId,
        (lines, products) => setQuantity(lines, productId, quantity, products),
        [productId],
      ),

    remove: (externalId: string, productId: number, actor: CartActor, currencyId?: number) =>
      change({ externalId }, actor, currencyId, (lines) => removeLine(lines, productId)),

    clear: (externalId: string, actor: CartActor, currencyId?: number) =>
      change({ externalId }, actor, currencyId, (lines) => clearLines(lines)),

    /**
     * At login: the browser's anonymous cart becomes the customer's, and the customer's other carts are merged
     * into it and deleted (docs/decisions/0013-cart-and-shipping-api.md). A cart that already belongs to someone else is a 404.
     */
    async bind(externalId: string, customerId: number, lang: Lang, currencyId?: number): Promise<CartView> {
      const book = (await rates.get()).rates;
      await db.transaction(async (tx) => {
        const head = await lockCart(tx, externalId, { customerId, lang });
        if (head.customerId === null) await tx.update(carts).set({ customerId }).where(eq(carts.id, head.id));
        const older = await tx
          .select({ id: carts.id })
          .from(carts)
          .where(and(eq(carts.customerId, customerId), ne(carts.id, head.id), isNull(carts.orderedAt)))
          .for('update');
        if (!older.length) return;
        const current = await linesOf(tx, head.id);
        const olderLines = (await Promise.all(older.map((c) => linesOf(tx, c.id)))).flat();
        const wanted = mergeQuantities(current, olderLines);
        // Rates were read before the transaction opened: PGlite has one connection, so a read outside it would wait forever.
        const products = await loadCartProducts(tx, [...wanted.keys()], lang, head.currencyId, book);
        let next: Line[] = current.map((l) => ({ ...l }));
        for (const [productId, qty] of wanted) {
          const p = products.get(productId);
          if (!p) continue;
          try {
            next = setQuantity(next, productId, qty, products);
          } catch (error) {
            if (!(error instanceof ValidationError)) throw error; // a product no longer sold is left out of the merge
          }
        }
        await saveLines(tx, head.id, next, (id) => products.get(id)?.priceMinor ?? 0);
        for (const c of older) await tx.delete(carts).where(eq(carts.id, c.id));
      });
      return change({ externalId }, { customerId, lang }, currencyId, (lines) => lines);
    },
  };
}
