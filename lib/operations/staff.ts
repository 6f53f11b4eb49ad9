import type { z } from 'zod';
import {
  auditListSchema,
  setupInfoSchema,
  type StaffRole,
  staffListSchema,
  staffLoginResponseSchema,
  staffSchema,
  staffWithLinkSchema,
  totpEnrolSchema,
} from '@/lib/contract/admin';
import {
  adminOrderDetailSchema,
  adminOrdersPageSchema,
  pickupLookupSchema,
} from '@/lib/contract/admin-orders';
import {
  adminProductSchema,
  adminProductsPageSchema,
  adminTaxonomySchema,
  importReportSchema,
  importStatusSchema,
} from '@/lib/contract/admin-catalog';
import { adminInvoiceSchema, adminInvoicesSchema, inutilizedSchema } from '@/lib/contract/invoices';
import { contentAdminSchema } from '@/lib/contract/admin-content';
import { adminTodaySchema, orderHistorySchema, pickupPointNamesSchema } from '@/lib/contract/admin-today';
import { storedPictureSchema } from '@/lib/contract/admin-pictures';
import { ratesAdminSchema } from '@/lib/contract/admin-rates';
import { messageErrorSchema } from '@/lib/contract/common';
import { staffSharedCartSchema } from '@/lib/contract/whatsapp';
import { salesReportSchema, sellerNamesSchema } from '@/lib/contract/admin-reports';
import { customerLookupSchema } from '@/lib/contract/admin-customers';
import { draftProductsSchema, draftSchema, draftShippingSchema } from '@/lib/contract/admin-drafts';
import { based } from './rows';

/**
 * The staff's rows of the one operation table (./table.ts, `base: 'admin'`): every back-office call the browser may
 * make, keyed by name: method, the API path (":name" segments follow ./path-rule.ts, as the shopper's rows do),
 * the answer's schema from lib/contract and who may make it (`access`: public, or the staff roles the API's guard
 * lets through; the /api/admin proxy refuses a non-public call without the staff cookie). The proxy's allowlist
 * (lib/admin/operations.ts), the browser client (./call.ts, through lib/admin/client.ts) and the React Query hooks
 * (lib/admin/queries.ts) are all derived from it; the page guards (lib/admin/page-access.ts) read the same roles.
 */
export type Access = 'public' | readonly StaffRole[];
const PUBLIC = 'public';
const EVERY_ROLE = ['owner', 'manager', 'clerk'] as const;
const MANAGERS = ['owner', 'manager'] as const;
const OWNER = ['owner'] as const;
export const ACCESS = { PUBLIC, EVERY_ROLE, MANAGERS, OWNER } as const;

export interface StaffOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  response: z.ZodType;
  access: Access;
}

export const ADMIN_OPERATIONS = {
  // The BFF keeps the token in its cookie: the browser gets the rest.
  login: {
    method: 'POST',
    path: '/admin/auth/login',
    response: staffLoginResponseSchema.omit({ token: true }),
    access: PUBLIC,
  },
  setupInfo: { method: 'POST', path: '/admin/auth/setup/info', response: setupInfoSchema, access: PUBLIC },
  setup: { method: 'POST', path: '/admin/auth/setup', response: messageErrorSchema, access: PUBLIC },
  me: { method: 'GET', path: '/admin/session/me', response: staffSchema, access: EVERY_ROLE },
  logout: { method: 'POST', path: '/admin/session/logout', response: messageErrorSchema, access: EVERY_ROLE },
  // Issue 26: a fresh TOTP before staff changes, refunds and rates; every role enrols its own authenticator.
  stepUp: {
    method: 'POST',
    path: '/admin/session/step-up',
    response: messageErrorSchema,
    access: EVERY_ROLE,
  },
  enrolTotp: { method: 'POST', path: '/admin/session/totp', response: totpEnrolSchema, access: EVERY_ROLE },
  confirmTotp: {
    method: 'POST',
    path: '/admin/session/totp/confirm',
    response: staffSchema,
    access: EVERY_ROLE,
  },
  orders: { method: 'GET', path: '/admin/orders', response: adminOrdersPageSchema, access: EVERY_ROLE },
  today: { method: 'GET', path: '/admin/orders/today', response: adminTodaySchema, access: EVERY_ROLE },
  pickupPointNames: {
    method: 'GET',
    path: '/admin/orders/pickup-points',
    response: pickupPointNamesSchema,
    access: EVERY_ROLE,
  },
  order: {
    method: 'GET',
    path: '/admin/orders/:number',
    response: adminOrderDetailSchema,
    access: EVERY_ROLE,
  },
  orderHistory: {
    method: 'GET',
    path: '/admin/orders/:number/history',
    response: orderHistorySchema,
    access: MANAGERS,
  },
  ship: {
    method: 'POST',
    path: '/admin/orders/:number/ship',
    response: adminOrderDetailSchema,
    access: EVERY_ROLE,
  },
  // Issue 28: a paid pickup order prepared at its point.
  ready: {
    method: 'POST',
    path: '/admin/orders/:number/ready',
    response: adminOrderDetailSchema,
    access: EVERY_ROLE,
  },
  cancel: {
    method: 'POST',
    path: '/admin/orders/:number/cancel',
    response: adminOrderDetailSchema,
    access: EVERY_ROLE,
  },
  refund: {
    method: 'POST',
    path: '/admin/refunds/:number',
    response: adminOrderDetailSchema,
    access: MANAGERS,
  },
  // Issue 27: the order's SIFEN documents; the downloads are plain links (a file passes the BFF as it is).
  invoices: {
    method: 'GET',
    path: '/admin/invoices/:number',
    response: adminInvoicesSchema,
    access: EVERY_ROLE,
  },
  invoiceFile: {
    method: 'GET',
    path: '/admin/invoices/:number/download',
    response: adminInvoicesSchema,
    access: EVERY_ROLE,
  },
  resendInvoice: {
    method: 'POST',
    path: '/admin/invoice-resends/:number/:invoiceId',
    response: adminInvoiceSchema,
    access: MANAGERS,
  },
  // Cancellation event within SET's 48 hours (decision 0049): a fresh TOTP first, as refunds.
  cancelInvoice: {
    method: 'POST',
    path: '/admin/invoice-events/cancel/:number/:invoiceId',
    response: adminInvoicesSchema,
    access: MANAGERS,
  },
  // Inutilización of never-issued numbers (decision 0049): confirmed, a fresh TOTP, audited by the API.
  inutilizeInvoices: {
    method: 'POST',
    path: '/admin/invoice-events/inutilize',
    response: inutilizedSchema,
    access: MANAGERS,
  },
  pickup: { method: 'GET', path: '/admin/pickup/:code', response: pickupLookupSchema, access: EVERY_ROLE },
  handOver: {
    method: 'POST',
    path: '/admin/pickup/:code/hand-over',
    response: pickupLookupSchema,
    access: EVERY_ROLE,
  },
  rates: { method: 'GET', path: '/admin/exchange-rates', response: ratesAdminSchema, access: MANAGERS },
  saveRates: { method: 'PUT', path: '/admin/exchange-rates', response: ratesAdminSchema, access: MANAGERS },
  staff: { method: 'GET', path: '/admin/staff', response: staffListSchema, access: OWNER },
  addStaff: { method: 'POST', path: '/admin/staff', response: staffWithLinkSchema, access: OWNER },
  updateStaff: { method: 'PATCH', path: '/admin/staff/:id', response: staffWithLinkSchema, access: OWNER },
  resetStaff: {
    method: 'POST',
    path: '/admin/staff/:id/reset',
    response: staffWithLinkSchema,
    access: OWNER,
  },
  audit: { method: 'GET', path: '/admin/audit', response: auditListSchema, access: OWNER },
  content: { method: 'GET', path: '/admin/content', response: contentAdminSchema, access: MANAGERS },
  saveContent: {
    method: 'PUT',
    path: '/admin/content/:kind',
    response: contentAdminSchema,
    access: MANAGERS,
  },
  deleteContent: {
    method: 'DELETE',
    path: '/admin/content/:kind/:id',
    response: contentAdminSchema,
    access: MANAGERS,
  },
  // Multipart (adminUpload in lib/admin/client.ts): server/services/images checks and stores the picture.
  uploadPicture: { method: 'POST', path: '/admin/pictures', response: storedPictureSchema, access: MANAGERS },
  // The catalogue (issue 20 point 3): products, taxonomy, the import upload (multipart).
  catalogProducts: {
    method: 'GET',
    path: '/admin/catalog/products',
    response: adminProductsPageSchema,
    access: MANAGERS,
  },
  catalogProduct: {
    method: 'GET',
    path: '/admin/catalog/products/:id',
    response: adminProductSchema,
    access: MANAGERS,
  },
  saveProduct: {
    method: 'PATCH',
    path: '/admin/catalog/products/:id',
    response: adminProductSchema,
    access: MANAGERS,
  },
  taxonomy: {
    method: 'GET',
    path: '/admin/catalog/taxonomy',
    response: adminTaxonomySchema,
    access: MANAGERS,
  },
  createTaxonomy: {
    method: 'POST',
    path: '/admin/catalog/taxonomy/:kind',
    response: adminTaxonomySchema,
    access: MANAGERS,
  },
  updateTaxonomy: {
    method: 'PATCH',
    path: '/admin/catalog/taxonomy/:kind/:id',
    response: adminTaxonomySchema,
    access: MANAGERS,
  },
  importFeed: {
    method: 'POST',
    path: '/admin/catalog/import',
    response: importReportSchema,
    access: MANAGERS,
  },
  applyImport: {
    method: 'POST',
    path: '/admin/catalog/import/:arquivo/apply',
    response: importStatusSchema,
    access: MANAGERS,
  },
  importStatus: {
    method: 'GET',
    path: '/admin/catalog/import/:arquivo',
    response: importStatusSchema,
    access: MANAGERS,
  },
  // A cart a shopper sent over WhatsApp (issue 28): lines, stock and prices now, the customer.
  sharedCart: {
    method: 'GET',
    path: '/admin/cart-shares/:token',
    response: staffSharedCartSchema,
    access: EVERY_ROLE,
  },
  // Issue 28: the orders list's seller filter (every role) and the sales report (revenue: managers and the owner).
  sellerNames: {
    method: 'GET',
    path: '/admin/orders/sellers',
    response: sellerNamesSchema,
    access: EVERY_ROLE,
  },
  salesReport: {
    method: 'GET',
    path: '/admin/reports/sales',
    response: salesReportSchema,
    access: MANAGERS,
  },
  // Issue 28 point 3 (decision 0047): orders a seller builds, every role (a clerk only their own drafts).
  customerLookup: {
    method: 'GET',
    path: '/admin/customers/lookup',
    response: customerLookupSchema,
    access: EVERY_ROLE,
  },
  draftCreate: { method: 'POST', path: '/admin/draft-orders', response: draftSchema, access: EVERY_ROLE },
  draft: { method: 'GET', path: '/admin/draft-orders/:id', response: draftSchema, access: EVERY_ROLE },
  draftProducts: {
    method: 'GET',
    path: '/admin/draft-orders/:id/products',
    response: draftProductsSchema,
    access: EVERY_ROLE,
  },
  draftLine: {
    method: 'PUT',
    path: '/admin/draft-orders/:id/lines',
    response: draftSchema,
    access: EVERY_ROLE,
  },
  draftDiscount: {
    method: 'PUT',
    path: '/admin/draft-orders/:id/discount',
    response: draftSchema,
    access: MANAGERS,
  },
  draftShipping: {
    method: 'POST',
    path: '/admin/draft-orders/:id/shipping',
    response: draftShippingSchema,
    access: EVERY_ROLE,
  },
  draftSend: {
    method: 'POST',
    path: '/admin/draft-orders/:id/send',
    response: draftSchema,
    access: EVERY_ROLE,
  },
} as const satisfies Record<string, StaffOperation>;

export type AdminOperation = keyof typeof ADMIN_OPERATIONS;
export type AdminAnswer<O extends AdminOperation> = z.infer<(typeof ADMIN_OPERATIONS)[O]['response']>;

/** The staff rows with their proxy, named `admin.<name>` (./rows.ts): what the back office's browser client reads. */
export const STAFF_ROWS = based('admin', 'admin.', '', ADMIN_OPERATIONS);
