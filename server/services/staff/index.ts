import type { Db } from '../../db/client';
import { listAudit } from './audit';
import { adminOrderQueries } from './admin-orders';
import { contentAdminService } from './content-admin';
import { orderActionService, refundNotConfigured, type RefundOrder } from './order-actions';
import { rateAdminService } from './rate-admin';
import { staffAccountService } from './staff-accounts';
import { staffSessionService } from './staff-sessions';
import { totpBox } from './totp';

export interface StaffDeps {
  db: Db;
  siteUrl: string;
  totpKey: string;
  now: () => Date;
  /** The payments service's refund (issue 22); until wired, refunds answer 503. */
  refundOrder?: RefundOrder;
  /** After a rate change: this replica's caches, every other replica's, and the storefront's pages. */
  announce: (reason: string) => Promise<void>;
  /** After a content save: the same, revalidating only the storefront tags given. */
  announceContent: (reason: string, tags: string[]) => Promise<void>;
  /** Whether an uploaded picture's URL (/media/uploads/…) is one the store holds (server/services/images). */
  pictureExists?: (url: string) => boolean;
}

/** The back office's services (issue 19): staff accounts and sessions, audit, orders, the counter, rates. */
export function staffServices({ db, siteUrl, totpKey, now, refundOrder = refundNotConfigured, announce, announceContent, pictureExists = () => false }: StaffDeps) {
  const sessions = staffSessionService(db, now);
  return {
    sessions,
    accounts: staffAccountService({ db, sessions, totp: totpBox(totpKey), siteUrl, now }),
    orders: adminOrderQueries(db),
    actions: orderActionService({ db, siteUrl, refundOrder, now }),
    rates: rateAdminService({ db, announce, now }),
    content: contentAdminService({ db, announce: announceContent, now, pictureExists }),
    audit: { list: (q: Parameters<typeof listAudit>[1]) => listAudit(db, q) },
  };
}
