import type { z } from 'zod';
import {
  auditListSchema,
  setupInfoSchema,
  staffListSchema,
  staffLoginResponseSchema,
  staffSchema,
  staffWithLinkSchema,
  totpEnrolSchema,
} from '@/lib/contract/admin';
import { adminOrderDetailSchema, adminOrdersPageSchema, pickupLookupSchema } from '@/lib/contract/admin-orders';
import { adminProductSchema, adminProductsPageSchema, adminTaxonomySchema, importReportSchema, importStatusSchema } from '@/lib/contract/admin-catalog';
import { contentAdminSchema } from '@/lib/contract/admin-content';
import { storedPictureSchema } from '@/lib/contract/admin-pictures';
import { ratesAdminSchema } from '@/lib/contract/admin-rates';
import { messageErrorSchema } from '@/lib/contract/common';
import { staffSharedCartSchema } from '@/lib/contract/whatsapp';

/**
 * Every back-office call the browser may make, in one table: method, the API path (":name" segments are filled
 * from params, each one URL-encoded) and the answer's schema from lib/contract. The BFF's allowlist
 * (app/api/admin/[...path]) and the browser client (lib/admin/client.ts) are both derived from it.
 */
export const ADMIN_OPERATIONS = {
  // The BFF keeps the token in its cookie: the browser gets the rest.
  login: { method: 'POST', path: '/admin/auth/login', response: staffLoginResponseSchema.omit({ token: true }) },
  setupInfo: { method: 'POST', path: '/admin/auth/setup/info', response: setupInfoSchema },
  setup: { method: 'POST', path: '/admin/auth/setup', response: messageErrorSchema },
  me: { method: 'GET', path: '/admin/session/me', response: staffSchema },
  logout: { method: 'POST', path: '/admin/session/logout', response: messageErrorSchema },
  // Issue 26: a fresh TOTP before staff changes, refunds and rates; a clerk's own authenticator.
  stepUp: { method: 'POST', path: '/admin/session/step-up', response: messageErrorSchema },
  enrolTotp: { method: 'POST', path: '/admin/session/totp', response: totpEnrolSchema },
  confirmTotp: { method: 'POST', path: '/admin/session/totp/confirm', response: staffSchema },
  orders: { method: 'GET', path: '/admin/orders', response: adminOrdersPageSchema },
  order: { method: 'GET', path: '/admin/orders/:number', response: adminOrderDetailSchema },
  ship: { method: 'POST', path: '/admin/orders/:number/ship', response: adminOrderDetailSchema },
  cancel: { method: 'POST', path: '/admin/orders/:number/cancel', response: adminOrderDetailSchema },
  refund: { method: 'POST', path: '/admin/refunds/:number', response: adminOrderDetailSchema },
  pickup: { method: 'GET', path: '/admin/pickup/:code', response: pickupLookupSchema },
  handOver: { method: 'POST', path: '/admin/pickup/:code/hand-over', response: pickupLookupSchema },
  rates: { method: 'GET', path: '/admin/exchange-rates', response: ratesAdminSchema },
  saveRates: { method: 'PUT', path: '/admin/exchange-rates', response: ratesAdminSchema },
  staff: { method: 'GET', path: '/admin/staff', response: staffListSchema },
  addStaff: { method: 'POST', path: '/admin/staff', response: staffWithLinkSchema },
  updateStaff: { method: 'PATCH', path: '/admin/staff/:id', response: staffWithLinkSchema },
  resetStaff: { method: 'POST', path: '/admin/staff/:id/reset', response: staffWithLinkSchema },
  audit: { method: 'GET', path: '/admin/audit', response: auditListSchema },
  content: { method: 'GET', path: '/admin/content', response: contentAdminSchema },
  saveContent: { method: 'PUT', path: '/admin/content/:kind', response: contentAdminSchema },
  deleteContent: { method: 'DELETE', path: '/admin/content/:kind/:id', response: contentAdminSchema },
  // Multipart (adminUpload in lib/admin/client.ts): server/services/images checks and stores the picture.
  uploadPicture: { method: 'POST', path: '/admin/pictures', response: storedPictureSchema },
  // The catalogue (issue 20 point 3): products, taxonomy, the import upload (multipart).
  catalogProducts: { method: 'GET', path: '/admin/catalog/products', response: adminProductsPageSchema },
  catalogProduct: { method: 'GET', path: '/admin/catalog/products/:id', response: adminProductSchema },
  saveProduct: { method: 'PATCH', path: '/admin/catalog/products/:id', response: adminProductSchema },
  taxonomy: { method: 'GET', path: '/admin/catalog/taxonomy', response: adminTaxonomySchema },
  createTaxonomy: { method: 'POST', path: '/admin/catalog/taxonomy/:kind', response: adminTaxonomySchema },
  updateTaxonomy: { method: 'PATCH', path: '/admin/catalog/taxonomy/:kind/:id', response: adminTaxonomySchema },
  importFeed: { method: 'POST', path: '/admin/catalog/import', response: importReportSchema },
  applyImport: { method: 'POST', path: '/admin/catalog/import/:arquivo/apply', response: importStatusSchema },
  importStatus: { method: 'GET', path: '/admin/catalog/import/:arquivo', response: importStatusSchema },
  // A cart a shopper sent over WhatsApp (issue 28): lines, stock and prices now, the customer.
  sharedCart: { method: 'GET', path: '/admin/cart-shares/:token', response: staffSharedCartSchema },
} as const satisfies Record<string, { method: string; path: string; response: z.ZodType }>;

export type AdminOperation = keyof typeof ADMIN_OPERATIONS;
export type AdminAnswer<O extends AdminOperation> = z.infer<(typeof ADMIN_OPERATIONS)[O]['response']>;

// Up to 64: an import file is named by its SHA-256 in hex.
const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

/** The API path for an operation with its params filled in (a param that is not a plain segment is refused). */
export function adminPath(op: AdminOperation, params: Record<string, string | number> = {}): string {
  return ADMIN_OPERATIONS[op].path.replace(/:(\w+)/g, (_, name: string) => {
    const value = String(params[name] ?? '');
    if (!SEGMENT.test(value)) throw new Error(`admin ${op}: bad ${name}`);
    return value;
  });
}

/**
 * The BFF's allowlist: /api/admin/<segments> with this method → the API path, or null. Only the table's
 * operations pass; a placeholder matches one plain segment (no dots, slashes or encoded characters).
 */
export function allowedAdminPath(method: string, segments: readonly string[]): { op: AdminOperation; path: string } | null {
  for (const [op, def] of Object.entries(ADMIN_OPERATIONS) as [AdminOperation, (typeof ADMIN_OPERATIONS)[AdminOperation]][]) {
    if (def.method !== method) continue;
    const parts = def.path.split('/').slice(2); // '' and 'admin'
    if (parts.length !== segments.length) continue;
    if (parts.every((p, i) => (p.startsWith(':') ? SEGMENT.test(segments[i]) : p === segments[i]))) return { op, path: `/admin/${segments.join('/')}` };
  }
  return null;
}
