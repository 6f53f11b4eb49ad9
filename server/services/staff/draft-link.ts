import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DRAFT_LINK_TTL_HOURS } from '../../../lib/contract/admin-drafts';
import type { Db } from '../../db/client';
import { carts, draftOrders } from '../../db/schema';
import { storefrontUrl } from '../checkout/checkout-service';

/**
 * A sent draft's payment link (decision 0047): `{linkId}.{exp}.{sig}`, 12 random bytes, an expiry
 * DRAFT_LINK_TTL_HOURS after sending, HMAC-SHA256 under keys['cart-share'] with its own `draft-order:` prefix (a
 * cart-share signature never fits).
 */
export function draftLinks(d: { db: Db; key: string; siteUrl: string; now: () => Date }) {
  const sign = (linkId: string, exp: number) =>
    createHmac('sha256', d.key).update(`draft-order:${linkId}.${exp}`).digest('base64url').slice(0, 16);
  return {
    /** The signed link: random id, expiry (unix seconds), signature. */
    linkOf(linkId: string, sentAt: Date, foreign: boolean): string {
      const exp = Math.floor(sentAt.getTime() / 1000) + DRAFT_LINK_TTL_HOURS * 3600;
      return storefrontUrl(d.siteUrl, foreign, `/pagar/${linkId}.${exp}.${sign(linkId, exp)}`);
    },

    /** The link's draft, if the signature holds and it has not expired; null otherwise (never says which). */
    async linked(token: string) {
      const [linkId, expText, signature] = token.split('.');
      const exp = Number(expText);
      const wanted = Buffer.from(sign(linkId, exp));
      const given = Buffer.from(signature ?? '');
      if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
      if (exp * 1000 <= d.now().getTime()) return null;
      const [found] = await d.db
        .select({ draft: draftOrders, cartExternalId: carts.externalId, currencyId: carts.currencyId })
        .from(draftOrders)
        .innerJoin(carts, eq(carts.id, draftOrders.cartId))
        .where(eq(draftOrders.linkId, linkId));
      return found ?? null;
    },
  };
}
