import { and, eq, sql } from 'drizzle-orm';
import { DRAFT_MAX_DISCOUNT_PERCENT } from '../../../lib/contract/admin-drafts';
import type { Db } from '../../db/client';
import { customers, draftOrders } from '../../db/schema';
import type { cartService } from '../cart/cart-service';
import type { CheckoutStart, checkoutService } from '../checkout/checkout-service';
import { NotFoundError, ValidationError } from '../errors';
import type { shippingService } from '../shipping/shipping-service';
import { writeAudit } from './audit';
import { normalizeEmail } from './draft-reads';

/** The invitation's two steps (decision 0047, "invitation to register"): sent by the seller, claimed by the person. */
export interface InviteDeps {
  db: Db;
  carts: ReturnType<typeof cartService>;
  shipping: ReturnType<typeof shippingService>;
  checkout: ReturnType<typeof checkoutService>;
  now: () => Date;
}

/** A draft with its cart, as the link and the seller's screen read it. */
export interface Linked {
  draft: typeof draftOrders.$inferSelect;
  cartExternalId: string;
  currencyId: number;
}

const SHARE = DRAFT_MAX_DISCOUNT_PERCENT / 100;

/** The seller sending (draft-orders.ts's DraftActor, named here to keep the two files out of a cycle). */
interface Seller {
  staffId: number;
  email: string;
  lang: 'pt' | 'es';
}

/**
 * An invitation is sent with a pickup point and no order: nobody's stock is held for a person who may never sign
 * up. The order (stock held, payment started) is made when the invited account claims the link.
 */
export async function sendInvite(
  d: InviteDeps,
  r: Linked,
  input: CheckoutStart,
  linkId: string,
  actor: Seller,
): Promise<void> {
  const cart = await d.carts.get(r.cartExternalId, { customerId: null, lang: actor.lang }, r.currencyId);
  if (cart.totalMinor <= 0) throw new ValidationError({ lines: ['cartEmpty'] }, 'cartEmpty');
  if (r.draft.discountMinor > Math.floor(cart.totalMinor * SHARE))
    throw new ValidationError({ discount_minor: ['discountTooLarge'] }, 'discountTooLarge');
  const points = await d.shipping.pickupPoints(r.cartExternalId, null, {});
  if (input.pickupPointId === null || !points.some((p) => p.id === input.pickupPointId))
    throw new ValidationError({ id_ponto_entrega: ['pickupPointRequired'] }, 'pickupPointRequired');
  const at = d.now();
  await d.db.transaction(async (tx) => {
    const [sent] = await tx
      .update(draftOrders)
      .set({ linkId, sentAt: at, updatedAt: at, pickupPointId: input.pickupPointId })
      .where(and(eq(draftOrders.id, r.draft.id), sql`${draftOrders.linkId} IS NULL`))
      .returning({ id: draftOrders.id });
    if (!sent) throw new ValidationError({ draft: ['draftAlreadySent'] }, 'draftAlreadySent');
    await writeAudit(
      tx,
      actor,
      {
        action: 'draft.invite',
        entity: 'draft_order',
        entityId: r.draft.id,
        after: {
          email: r.draft.invite?.email,
          items_minor: cart.totalMinor,
          discount_minor: r.draft.discountMinor,
          pickup_point_id: input.pickupPointId,
        },
      },
      at,
    );
  });
}

/**
 * An invitation claimed by the signed-in account whose e-mail is the invited one (normalized): the order is made
 * now, for that account, as the checkout makes it. Any other account — or one of the other buyer kind, whose
 * currency and provider differ from the cart's — is refused as if the link did not exist. Claimed once: the
 * draft row takes its order only while it has none.
 */
export async function claim(d: InviteDeps, found: Linked, customerId: number): Promise<number> {
  const invite = found.draft.invite;
  if (!invite) throw new NotFoundError();
  const [c] = await d.db
    .select({ email: customers.email, foreign: customers.foreign })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!c || normalizeEmail(c.email) !== invite.email || c.foreign !== invite.foreign)
    throw new NotFoundError();
  const lang = c.foreign ? 'pt' : 'es';
  const points = await d.shipping.pickupPoints(found.cartExternalId, customerId, {}, lang);
  const point = points.find((p) => p.id === found.draft.pickupPointId);
  if (!point) throw new NotFoundError();
  const input: CheckoutStart = {
    shippingToken: point.token,
    shippingMinor: 0,
    addressId: null,
    serviceId: null,
    pickupPointId: point.id,
    alternativeCityId: null,
    paymentMethod: null,
  };
  await d.checkout.start(customerId, found.cartExternalId, input, {
    sellerStaffId: found.draft.staffId,
    discountMinor: found.draft.discountMinor,
    maxDiscountShare: SHARE,
    inTransaction: async (tx, order) => {
      const at = d.now();
      const [won] = await tx
        .update(draftOrders)
        .set({ customerId, orderId: order.id, updatedAt: at })
        .where(and(eq(draftOrders.id, found.draft.id), sql`${draftOrders.orderId} IS NULL`))
        .returning({ id: draftOrders.id });
      if (!won) throw new NotFoundError();
      await writeAudit(
        tx,
        { staffId: null, email: c.email },
        {
          action: 'draft.claim',
          entity: 'draft_order',
          entityId: found.draft.id,
          after: {
            customer_id: customerId,
            order_number: order.number,
            total_minor: order.totalMinor,
            seller_staff_id: found.draft.staffId,
          },
        },
        at,
      );
    },
  });
  const [after] = await d.db
    .select({ orderId: draftOrders.orderId })
    .from(draftOrders)
    .where(eq(draftOrders.id, found.draft.id));
  if (!after?.orderId) throw new NotFoundError();
  return after.orderId;
}
