import type { InvoiceHooks } from '../invoices';
import type { PaymentMethod } from '../../../lib/contract/checkout';
import type { ApiConfig } from '../../config';
import type { Db } from '../../db/client';
import { NotFoundError } from '../errors';
import type { paymentEventService } from '../checkout/payment-events';
import type { PaymentGateways } from './gateways';
import { buyerIsForeign } from './payment-queries';
import { providerSync } from './provider-sync';
import { checkoutCharges } from '../checkout/checkout-charge';
import { reconcilePending, type SettleSoliciting } from './reconciliation';
import { refundService } from './refunds';

/**
 * The provider-agnostic half of payments: which provider serves whom, notifications, the shopper's return,
 * reconciliation and refunds. Every provider decision reaches the order through paymentEvents.apply.
 */
export function paymentServices(o: {
  db: Db;
  config: Pick<ApiConfig, 'payments' | 'siteUrl'>;
  /** The adapters configuration chose (server/composition/payment-gateways.ts). */
  gateways: PaymentGateways;
  events: ReturnType<typeof paymentEventService>;
  now?: () => Date;
  invoices?: InvoiceHooks | null;
}) {
  const gateways = o.gateways;
  const sync = providerSync({ db: o.db, gateways, apply: o.events.apply });
  const charges = checkoutCharges({ db: o.db, siteUrl: o.config.siteUrl, now: o.now ?? (() => new Date()) });
  const settle: SettleSoliciting = async (provider, paymentExternalId) => {
    const gateway = gateways.byName(provider);
    return gateway ? charges.settle(gateway, paymentExternalId) : 'unknown';
  };
  const refunds = refundService({
    db: o.db,
    gateways,
    siteUrl: o.config.siteUrl,
    now: o.now,
    invoices: o.invoices,
  });
  return {
    gateways,
    sync,
    /** Full refund of a paid order through its provider (back office button, `npm run order:refund`). */
    refund: refunds.refund,
    /** One reconciliation pass (the payment worker runs it every interval). */
    reconcile: (at: Date, log?: { warn: (obj: object, msg: string) => void }) =>
      reconcilePending({ db: o.db, sync, settle, log }, at, o.config.payments.reconcileMs),
    /** Checkout step 2: the provider of this customer's buyer kind and the methods it offers now (none: no provider). */
    async options(customerId: number): Promise<{ provider: string | null; methods: PaymentMethod[] }> {
      const foreign = await buyerIsForeign(o.db, customerId);
      if (foreign === null) throw new NotFoundError();
      const gateway = gateways.forBuyer(foreign);
      return {
        provider: gateway?.name ?? null,
        methods: gateway ? [...gateway.methods(foreign ? 'brazilian' : 'paraguayan')] : [],
      };
    },
    /**
     * A provider's notification: checked as its docs say, then each payment it names is queried and applied; the
     * answer is what the provider expects. Null: not a notification we believe (forged, malformed, not configured).
     */
    async notify(
      provider: 'pagopar' | 'ebanx',
      rawBody: string,
      headers: Record<string, string | string[] | undefined>,
      nowMs: number,
    ) {
      const gateway = gateways.byName(provider);
      if (!gateway) return null;
      const receipt = gateway.verifyNotification(rawBody, headers, nowMs);
      if (!receipt) return null;
      for (const reference of receipt.references) await sync.byReference(provider, reference);
      return receipt.reply;
    },
  };
}
