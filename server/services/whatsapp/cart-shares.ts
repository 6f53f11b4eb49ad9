import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Lang } from '../../../lib/contract/common';
import type { Db } from '../../db/client';
import { cartShares, customers, type SharedLine } from '../../db/schema';
import type { CartActor, cartService } from '../cart/cart-service';
import { loadCartProducts } from '../cart/cart-statements';
import { sellable } from '../cart/cart-products';
import { NotFoundError, ValidationError } from '../errors';
import type { ExchangeRateService } from '../rates/exchange-rates';

/** A shared cart answers for a week: long enough for a chat to close a sale, short enough that old prices fade. */
const SHARE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface SharedLineView {
  productId: number;
  name: string;
  slug: string;
  code: string;
  imageUrl: string | null;
  quantity: number;
  available: number;
  sellable: boolean;
  unitPriceMinor: number;
}

export interface SharedCartView {
  token: string;
  currencyId: number;
  lines: SharedLineView[];
  units: number;
  sharedTotalMinor: number;
  /** Today's total of the lines still sold online, each capped at the stock. */
  currentTotalMinor: number;
  expiresAt: Date;
  createdAt: Date;
  customer: { id: number; name: string; email: string; phone: string } | null;
}

/**
 * "Send my cart to a seller" (issue 28): a snapshot of a cart behind an unforgeable, expiring link. The token is a
 * random id and an HMAC of it (keys['cart-share']): a guessed or altered token is refused before any database
 * read. Anyone with the link sees the lines at today's stock and prices; only staff see who shared it.
 */
export function cartShareService({
  db,
  carts,
  rates,
  key,
  now = () => new Date(),
}: {
  db: Db;
  carts: ReturnType<typeof cartService>;
  rates: ExchangeRateService;
  key: string;
  now?: () => Date;
}) {
  const sign = (id: string) =>
    createHmac('sha256', key).update(`cart-share:${id}`).digest('base64url').slice(0, 16);

  function idOf(token: string): string | null {
    const id = token.slice(0, 16);
    const given = Buffer.from(token.slice(16));
    const wanted = Buffer.from(sign(id));
    return given.length === wanted.length && timingSafeEqual(given, wanted) ? id : null;
  }

  async function read(token: string, lang: Lang, asked: number | undefined): Promise<SharedCartView> {
    const id = idOf(token);
    if (!id) throw new NotFoundError();
    const [row] = await db
      .select({
        share: cartShares,
        customer: {
          id: customers.id,
          firstName: customers.firstName,
          lastName: customers.lastName,
          email: customers.email,
          phone: customers.phone,
        },
      })
      .from(cartShares)
      .leftJoin(customers, eq(customers.id, cartShares.customerId))
      .where(and(eq(cartShares.id, id), gt(cartShares.expiresAt, now())));
    if (!row) throw new NotFoundError();
    const { share, customer } = row;
    const currencyId = asked ?? share.currencyId;
    const products = await loadCartProducts(
      db,
      share.lines.map((l) => l.productId),
      lang,
      currencyId,
      (await rates.get()).rates,
    );
    const lines = share.lines.flatMap((l): SharedLineView[] => {
      const p = products.get(l.productId);
      if (!p) return [];
      return [
        {
          productId: p.id,
          name: p.name,
          slug: p.slug,
          code: p.code,
          imageUrl: p.imageUrl,
          quantity: l.quantity,
          available: p.available,
          sellable: sellable(p),
          unitPriceMinor: p.showsPrice ? p.priceMinor : 0,
        },
      ];
    });
    const currentTotalMinor = lines.reduce(
      (sum, l) => sum + (l.sellable ? Math.min(l.quantity, l.available) * l.unitPriceMinor : 0),
      0,
    );
    return {
      token,
      currencyId,
      lines,
      units: share.lines.reduce((n, l) => n + l.quantity, 0),
      sharedTotalMinor: share.currencyId === currencyId ? share.totalMinor : currentTotalMinor,
      currentTotalMinor,
      expiresAt: share.expiresAt,
      createdAt: share.createdAt,
      customer: customer
        ? {
            id: customer.id,
            name: `${customer.firstName} ${customer.lastName}`.trim(),
            email: customer.email,
            phone: customer.phone,
          }
        : null,
    };
  }

  return {
    /** Snapshots the browser's cart (the cart service's own access rules: a customer's cart is theirs alone). */
    async share(externalId: string, actor: CartActor, currencyId: number): Promise<SharedCartView> {
      const cart = await carts.get(externalId, actor, currencyId);
      const lines: SharedLine[] = cart.lines
        .filter((l) => l.active && l.quantity > 0)
        .map((l) => ({ productId: l.product.id, quantity: l.quantity }));
      if (!lines.length) throw new ValidationError({ items: ['cartEmpty'] });
      const id = randomBytes(12).toString('base64url');
      const at = now();
      // Expired links are swept as new ones are made: the table holds about a week of shares.
      await db.delete(cartShares).where(lt(cartShares.expiresAt, at));
      await db.insert(cartShares).values({
        id,
        lines,
        currencyId: cart.currencyId,
        totalMinor: cart.totalMinor,
        customerId: cart.bound ? actor.customerId : null,
        createdAt: at,
        expiresAt: new Date(at.getTime() + SHARE_TTL_MS),
      });
      return read(`${id}${sign(id)}`, actor.lang, cart.currencyId);
    },
    /** Anyone holding the link: lines at today's prices and stock, no customer. */
    async open(token: string, lang: Lang, currencyId: number): Promise<SharedCartView> {
      return { ...(await read(token, lang, currencyId)), customer: null };
    },
    /** Staff: the same, with the customer who shared it; in the shared currency unless another is asked for. */
    staffOpen: read,
  };
}
