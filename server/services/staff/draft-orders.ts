import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  DRAFT_MAX_DISCOUNT_PERCENT,
  type Draft,
  type DraftLinkAnswer,
} from '../../../lib/contract/admin-drafts';
import type { StaffRole } from '../../../lib/contract/admin';
import type { Db } from '../../db/client';
import type { DraftInvite } from '../../db/schema/selling';
import { addresses, carts, customers, draftOrders, orders, products, staff } from '../../db/schema';
import type { cartService } from '../cart/cart-service';
import type { CheckoutStart, checkoutService, PaymentStarted } from '../checkout/checkout-service';
import { ForbiddenError, NotFoundError, ValidationError } from '../errors';
import type { ExchangeRateService } from '../rates/exchange-rates';
import type { shippingService } from '../shipping/shipping-service';
import { writeAudit } from './audit';
import { claim, sendInvite } from './draft-invitations';
import { draftLinks } from './draft-link';
import { addressLabels, findProducts, linkSummary, normalizeEmail, pickupOnly } from './draft-reads';

type Summary = DraftLinkAnswer['resumo'];

/** Who acts on a draft: the signed-in staff member. */
export interface DraftActor {
  staffId: number;
  email: string;
  role: StaffRole;
  lang: 'pt' | 'es';
}

interface Deps {
  db: Db;
  carts: ReturnType<typeof cartService>;
  shipping: ReturnType<typeof shippingService>;
  checkout: ReturnType<typeof checkoutService>;
  rates: ExchangeRateService;
  /** keys['cart-share'], under the prefix `draft-order:` (its own domain: a cart-share signature never fits). */
  key: string;
  siteUrl: string;
  now: () => Date;
}

const SHARE = DRAFT_MAX_DISCOUNT_PERCENT / 100;
const canDiscount = (role: StaffRole) => role === 'manager' || role === 'owner';

/**
 * Draft orders (issue 28 point 3, decision 0047). The lines are an anonymous cart of the draft's own, changed
 * through the cart service (catalogue prices, stock caps); the quote is the shipping service's for the customer;
 * sending is the checkout service's start on that cart for the customer, with the seller, the discount and the audit
 * row in its transaction. Every write is audited; a clerk reaches only their own drafts, and an unknown or
 * out-of-reach id is a 404.
 */
export function draftOrderService(d: Deps) {
  const { db } = d;
  const { linkOf, linked } = draftLinks(d);

  async function row(id: number, actor: DraftActor) {
    const [r] = await db
      .select({
        draft: draftOrders,
        cartExternalId: carts.externalId,
        currencyId: carts.currencyId,
        customer: {
          id: customers.id,
          firstName: customers.firstName,
          lastName: customers.lastName,
          email: customers.email,
          phone: customers.phone,
          foreign: customers.foreign,
        },
        seller: { id: staff.id, name: staff.name },
        order: { number: orders.number, externalId: orders.externalId, totalMinor: orders.totalMinor },
      })
      .from(draftOrders)
      .innerJoin(carts, eq(carts.id, draftOrders.cartId))
      .leftJoin(customers, eq(customers.id, draftOrders.customerId))
      .innerJoin(staff, eq(staff.id, draftOrders.staffId))
      .leftJoin(orders, eq(orders.id, draftOrders.orderId))
      .where(eq(draftOrders.id, id));
    // A clerk's reach is their own drafts; someone else's is as unknown as one that does not exist.
    if (!r || (actor.role === 'clerk' && r.draft.staffId !== actor.staffId)) throw new NotFoundError();
    return r;
  }
  type Row = Awaited<ReturnType<typeof row>>;

  /** The draft's person: the customer's account, else (an invitation not claimed yet) whom the seller invited. */
  function who(r: Row) {
    const c = r.customer;
    if (c)
      return {
        id: c.id as number | null,
        name: `${c.firstName} ${c.lastName}`.trim(),
        email: c.email,
        phone: c.phone,
        foreign: c.foreign,
      };
    const i = r.draft.invite!;
    return { id: null, name: i.name, email: i.email, phone: i.phone, foreign: i.foreign };
  }

  async function view(r: Row, actor: DraftActor): Promise<Draft> {
    // A sent draft's cart is closed (the cart service no longer reads it): the order holds what was sold.
    const cart = r.draft.orderId
      ? { lines: [], totalMinor: 0 }
      : await d.carts.get(r.cartExternalId, { customerId: null, lang: actor.lang }, r.currencyId);
    const lines = cart.lines
      .filter((l) => l.active)
      .map((l) => ({
        product_id: l.product.id,
        name: l.product.name,
        code: l.product.code,
        quantity: l.quantity,
        available: l.product.available,
        unit_price_minor: l.unitPriceMinor,
        subtotal_minor: l.subtotalMinor,
      }));
    const c = who(r);
    return {
      id: r.draft.id,
      customer: c,
      invited: r.draft.invite !== null,
      addresses: await addressLabels(db, c.id),
      seller: r.seller,
      currency_id: r.currencyId,
      lines,
      items_minor: cart.totalMinor,
      discount_minor: r.draft.discountMinor,
      max_discount_minor: Math.floor(cart.totalMinor * SHARE),
      status: r.draft.orderId ? 'sent' : r.draft.linkId ? 'invited' : 'open',
      order: r.order?.number
        ? { number: r.order.number, external_id: r.order.externalId, total_minor: r.order.totalMinor }
        : null,
      payment_link:
        r.draft.linkId && r.draft.sentAt ? linkOf(r.draft.linkId, r.draft.sentAt, c.foreign) : null,
    };
  }

  async function open(id: number, actor: DraftActor) {
    const r = await row(id, actor);
    if (r.draft.orderId || r.draft.linkId)
      throw new ValidationError({ draft: ['draftAlreadySent'] }, 'draftAlreadySent');
    return r;
  }

  /** An audited change of the draft row itself (touching updated_at), in one transaction. */
  async function audited(r: Row, actor: DraftActor, action: string, before: object, after: object) {
    const at = d.now();
    await db.transaction(async (tx) => {
      await tx.update(draftOrders).set({ updatedAt: at }).where(eq(draftOrders.id, r.draft.id));
      await writeAudit(
        tx,
        actor,
        {
          action,
          entity: 'draft_order',
          entityId: r.draft.id,
          before: before as Record<string, unknown>,
          after: after as Record<string, unknown>,
        },
        at,
      );
    });
  }

  return {
    /** For an existing customer, or an invitation to register (no account: the order is made when claimed). */
    async create(
      target: { customerId?: number; invite?: DraftInvite },
      currencyId: number | undefined,
      actor: DraftActor,
    ): Promise<Draft> {
      const invite = target.invite ? { ...target.invite, email: normalizeEmail(target.invite.email) } : null;
      const customerId = invite ? null : target.customerId!;
      let foreign = invite?.foreign ?? false;
      if (customerId !== null) {
        const [c] = await db
          .select({ id: customers.id, foreign: customers.foreign })
          .from(customers)
          .where(eq(customers.id, customerId));
        if (!c) throw new NotFoundError();
        foreign = c.foreign;
      }
      const currency = currencyId ?? (foreign ? 2 : 3);
      const at = d.now();
      const id = await db.transaction(async (tx) => {
        const [cart] = await tx
          .insert(carts)
          .values({ externalId: `draft-${randomUUID()}`, currencyId: currency, createdAt: at, updatedAt: at })
          .returning({ id: carts.id });
        const [draft] = await tx
          .insert(draftOrders)
          .values({
            customerId,
            invite,
            staffId: actor.staffId,
            cartId: cart.id,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: draftOrders.id });
        await writeAudit(
          tx,
          actor,
          {
            action: 'draft.create',
            entity: 'draft_order',
            entityId: draft.id,
            after: { customer_id: customerId, invite, currency_id: currency },
          },
          at,
        );
        return draft.id;
      });
      return view(await row(id, actor), actor);
    },

    get: async (id: number, actor: DraftActor) => view(await row(id, actor), actor),

    /** Sets one line's units (0 removes it); the cart service caps at stock and prices from the catalogue. */
    async setLine(id: number, productId: number, quantity: number, actor: DraftActor): Promise<Draft> {
      const r = await open(id, actor);
      const who = { customerId: null, lang: actor.lang };
      const before = await d.carts.get(r.cartExternalId, who, r.currencyId);
      const had = before.lines.find((l) => l.product.id === productId && l.active)?.quantity ?? 0;
      if (quantity === 0) await d.carts.remove(r.cartExternalId, productId, who, r.currencyId);
      else {
        const [p] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
        if (!p) throw new NotFoundError();
        await d.carts.setQuantity(r.cartExternalId, productId, quantity, who, r.currencyId);
      }
      const after = await d.carts.get(r.cartExternalId, who, r.currencyId);
      const now = after.lines.find((l) => l.product.id === productId && l.active);
      if (quantity > 0 && !now)
        throw new ValidationError({ product_id: ['productUnavailable'] }, 'productUnavailable');
      await audited(
        r,
        actor,
        'draft.line',
        { product_id: productId, quantity: had },
        {
          product_id: productId,
          quantity: now?.quantity ?? 0,
          unit_price_minor: now?.unitPriceMinor ?? null,
        },
      );
      return view(await row(id, actor), actor);
    },

    /** A manager's discount, bounded by the items' total now (checked again at sending). */
    async setDiscount(id: number, discountMinor: number, actor: DraftActor): Promise<Draft> {
      if (!canDiscount(actor.role)) throw new ForbiddenError('discountManagersOnly');
      const r = await open(id, actor);
      const cart = await d.carts.get(r.cartExternalId, { customerId: null, lang: actor.lang }, r.currencyId);
      if (discountMinor > Math.floor(cart.totalMinor * SHARE))
        throw new ValidationError(
          { discount_minor: [{ key: 'discountTooLarge', params: { max: DRAFT_MAX_DISCOUNT_PERCENT } }] },
          'discountTooLarge',
        );
      const at = d.now();
      await db.transaction(async (tx) => {
        await tx
          .update(draftOrders)
          .set({ discountMinor, updatedAt: at })
          .where(eq(draftOrders.id, r.draft.id));
        await writeAudit(
          tx,
          actor,
          {
            action: 'draft.discount',
            entity: 'draft_order',
            entityId: r.draft.id,
            before: { discount_minor: r.draft.discountMinor },
            after: { discount_minor: discountMinor, items_minor: cart.totalMinor },
          },
          at,
        );
      });
      return view(await row(id, actor), actor);
    },

    /**
     * The checkout's quote for the customer, signed for this draft's cart. `pickup`: the store's points only;
     * `delivery`: the delivery services to one of the customer's own saved addresses (Paraguayans only, as at
     * checkout; an address of anyone else is a 404 from the shipping service). An invitation has no customer and no
     * address yet: its points only (their tokens are signed again for the account that claims it).
     */
    async quote(
      id: number,
      place: { mode?: 'pickup' | 'delivery'; cityId?: number; addressId?: number },
      actor: DraftActor,
    ) {
      const r = await open(id, actor);
      const person = who(r);
      const lang = person.foreign ? 'pt' : 'es';
      if (place.mode === 'delivery') {
        if (person.foreign)
          throw new ValidationError({ mode: ['deliveryParaguayansOnly'] }, 'deliveryParaguayansOnly');
        if (!place.addressId || person.id === null)
          throw new ValidationError({ address_id: ['deliveryNeedsAddress'] }, 'deliveryNeedsAddress');
      }
      if (person.id === null || place.mode === 'pickup') {
        const points = await d.shipping.pickupPoints(r.cartExternalId, person.id, {}, lang);
        if (person.id === null || !points.length) return [pickupOnly(points, r.currencyId, lang)];
        const all = await d.shipping.options(
          { externalId: r.cartExternalId, cityId: points[0].cityId },
          { customerId: person.id, lang },
        );
        return all.filter((o) => o.serviceId === null);
      }
      // Nothing named: the customer's own (first active) address, as checkout step 1 starts from it.
      if (!place.cityId && !place.addressId) {
        const [a] = await db
          .select({ id: addresses.id, cityId: addresses.cityId })
          .from(addresses)
          .where(and(eq(addresses.customerId, person.id), eq(addresses.active, true)))
          .orderBy(asc(addresses.id))
          .limit(1);
        if (a) place = person.foreign ? { cityId: a.cityId } : { addressId: a.id };
      }
      const all = await d.shipping.options(
        { externalId: r.cartExternalId, cityId: place.cityId, addressId: place.addressId ?? null },
        { customerId: person.id, lang },
      );
      return place.mode === 'delivery' ? all.filter((o) => o.serviceId !== null) : all;
    },

    /** The checkout on the draft's cart: stock held, unpaid-order rules, the seller and the audit row with it. */
    async send(id: number, input: CheckoutStart, actor: DraftActor): Promise<Draft> {
      const r = await open(id, actor);
      const person = who(r);
      if (input.serviceId !== null) {
        // Checked here too (the quote never offers it): a Brazilian's order is never delivered.
        if (person.foreign)
          throw new ValidationError({ mode: ['deliveryParaguayansOnly'] }, 'deliveryParaguayansOnly');
        if (input.addressId === null || person.id === null)
          throw new ValidationError({ address_id: ['deliveryNeedsAddress'] }, 'deliveryNeedsAddress');
      }
      const linkId = randomBytes(12).toString('base64url');
      if (person.id === null) {
        await sendInvite(d, r, input, linkId, actor);
        return view(await row(id, actor), actor);
      }
      await d.checkout.start(person.id, r.cartExternalId, input, {
        sellerStaffId: r.draft.staffId,
        discountMinor: r.draft.discountMinor,
        maxDiscountShare: SHARE,
        inTransaction: async (tx, order) => {
          const at = d.now();
          const [sent] = await tx
            .update(draftOrders)
            .set({ orderId: order.id, linkId, sentAt: at, updatedAt: at })
            .where(and(eq(draftOrders.id, r.draft.id), sql`${draftOrders.orderId} IS NULL`))
            .returning({ id: draftOrders.id });
          if (!sent) throw new ValidationError({ draft: ['draftAlreadySent'] }, 'draftAlreadySent');
          await writeAudit(
            tx,
            actor,
            {
              action: 'draft.send',
              entity: 'draft_order',
              entityId: r.draft.id,
              after: {
                order_number: order.number,
                items_minor: order.itemsMinor,
                discount_minor: r.draft.discountMinor,
                total_minor: order.totalMinor,
                payment_method: input.paymentMethod,
                seller_staff_id: r.draft.staffId,
              },
            },
            at,
          );
        },
      });
      return view(await row(id, actor), actor);
    },

    /**
     * The customer's side of the link: a valid, unexpired signature, a sent draft, and the signed-in customer the
     * order's own; anything else is a 404. An invitation is claimed here first (its invited e-mail must be the
     * signed-in account's). Answers pay-now's pending payment (its provider's page) and what the order is.
     */
    /** Products by the storefront's search words or exact code, with stock and price now in the draft's currency. */
    async products(id: number, q: string, actor: DraftActor) {
      const r = await open(id, actor);
      return findProducts(db, d.rates, q, actor.lang, r.currencyId);
    },

    async openLink(token: string, customerId: number): Promise<PaymentStarted & { summary: Summary }> {
      const found = await linked(token);
      if (!found) throw new NotFoundError();
      let orderId = found.draft.orderId;
      if (orderId === null) orderId = await claim(d, found, customerId);
      const [o] = await db
        .select({ externalId: orders.externalId, customerId: orders.customerId })
        .from(orders)
        .where(eq(orders.id, orderId));
      if (!o || o.customerId !== customerId) throw new NotFoundError();
      const started = await d.checkout.payAgain(customerId, o.externalId, null);
      return { ...started, summary: await linkSummary(db, orderId) };
    },

    /** The invitation's public side (no session): whom to prefill the signup with, while it can still be claimed. */
    async inviteInfo(token: string) {
      const found = await linked(token);
      const i = found && found.draft.orderId === null ? found.draft.invite : null;
      return i
        ? { invited: true, email: i.email, name: i.name, foreign: i.foreign }
        : { invited: false, email: null, name: null, foreign: null };
    },
  };
}
