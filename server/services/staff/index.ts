import type { Db } from '../../db/client';
import { listAudit } from './audit';
import { catalogAdminService, type AnnounceCatalog } from '../catalog/catalog-admin';
import { catalogUploadService } from '../catalog/catalog-upload';
import { adminOrderQueries } from '../orders/admin-orders';
import { contentAdminService } from '../content/content-admin';
import { orderActionService, refundNotConfigured, type RefundOrder } from '../orders/order-actions';
import { rateAdminService } from '../rates/rate-admin';
import { staffAccountService } from './staff-accounts';
import { staffSessionService } from './staff-sessions';
import { staffSignInService } from './staff-sign-in';
import { taxonomyAdminService } from '../catalog/taxonomy-admin';
import { todayService } from './today';
import { salesReport } from './sales-report';
import { customerLookup } from './customer-lookup';
import type { WhatsappOrderUpdates } from '../whatsapp/order-updates';
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
  /** After a catalogue edit: caches everywhere, the products' pages at once, listings when they changed. */
  announceCatalog: AnnounceCatalog;
  /** After a content save: the same, revalidating only the storefront tags given. */
  announceContent: (reason: string, tags: string[]) => Promise<void>;
  /** Whether a picture URL is one this store's upload stored (server/services/images). */
  pictureExists: (url: string) => boolean;
  /** Where uploaded pictures live; uploaded import files are kept beside them (never served). */
  mediaDir: string;
  /** Order updates on WhatsApp (issue 28); null when WhatsApp is off. */
  whatsappUpdates?: WhatsappOrderUpdates | null;
}

/** The back office's services (issue 19): staff accounts and sessions, audit, orders, the counter, rates. */
export function staffServices({
  db,
  siteUrl,
  totpKey,
  now,
  refundOrder = refundNotConfigured,
  announce,
  announceCatalog,
  announceContent,
  pictureExists,
  mediaDir,
  whatsappUpdates = null,
}: StaffDeps) {
  const sessions = staffSessionService(db, now);
  const totp = totpBox(totpKey);
  return {
    sessions,
    accounts: staffAccountService({ db, sessions, totp, siteUrl, now }),
    signIn: staffSignInService({ db, sessions, totp, now }),
    orders: adminOrderQueries(db),
    actions: orderActionService({ db, siteUrl, refundOrder, now, whatsappUpdates }),
    rates: rateAdminService({ db, announce, now }),
    content: contentAdminService({ db, announce: announceContent, now, pictureExists }),
    audit: { list: (q: Parameters<typeof listAudit>[1]) => listAudit(db, q) },
    today: todayService(db, now),
    /** Sales by source and by seller (issue 28). */
    sales: salesReport(db),
    /** The customer a seller builds an order for (issue 28 point 3). */
    customerLookup: customerLookup(db),
    catalog: catalogAdminService({ db, announce: announceCatalog, pictureExists, now }),
    taxonomy: taxonomyAdminService({ db, announce: announceCatalog, now }),
    catalogImport: catalogUploadService({ db, mediaDir, announce: announceCatalog, now }),
  };
}
