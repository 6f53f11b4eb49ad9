import { orderExpiredMail, orderReceivedMail, orderRefundedMail, paymentConfirmedMail } from './order-mails';
import { orderStatusMail, type OrderStatusMailParams } from './order-status-mails';
import { staffSetupMail } from './staff-setup-mail';

/**
 * Mails written on hot paths (checkout, payment webhooks) are stored as a template name and its parameters and
 * rendered by the sender, not in the request: rendering one costs about 10 ms of CPU, more than the rest of a
 * checkout's own work.
 */
const TEMPLATES = {
  'order-received': (p: {
    lang: 'pt' | 'es';
    name: string;
    orderNumber: number;
    total: string;
    href: string;
    holdMinutes?: number;
  }) => orderReceivedMail(p.lang, p.name, p.orderNumber, p.total, p.href, p.holdMinutes),
  'payment-confirmed': (p: {
    lang: 'pt' | 'es';
    name: string;
    orderNumber: number;
    pickupCode: string;
    href: string;
    /** The SIFEN invoice's number when one was made (issue 27): the mail links it. */
    invoice?: string;
  }) => paymentConfirmedMail(p.lang, p.name, p.orderNumber, p.pickupCode, p.href, p.invoice),
  'order-expired': (p: { lang: 'pt' | 'es'; name: string; orderNumber: number; href: string }) =>
    orderExpiredMail(p.lang, p.name, p.orderNumber, p.href),
  'order-refunded': (p: {
    lang: 'pt' | 'es';
    name: string;
    orderNumber: number;
    total: string;
    href: string;
  }) => orderRefundedMail(p.lang, p.name, p.orderNumber, p.total, p.href),
  // The back office's transitions (issue 19).
  'order-shipped': (p: OrderStatusMailParams) => orderStatusMail('shipped', p),
  'order-cancelled': (p: OrderStatusMailParams) => orderStatusMail('cancelled', p),
  'order-collected': (p: OrderStatusMailParams) => orderStatusMail('collected', p),
  // Paid after the hold ran out, the stock gone: the money goes back (decision 0039).
  'order-paid-late': (p: OrderStatusMailParams) => orderStatusMail('paid_late', p),
  // A setup link for an existing staff member, to their own mailbox (issue 26).
  'staff-setup': (p: { lang: 'pt' | 'es'; name: string; href: string }) =>
    staffSetupMail(p.lang, p.name, p.href),
} as const;

export type TemplateName = keyof typeof TEMPLATES;
export type TemplateParams<T extends TemplateName> = Parameters<(typeof TEMPLATES)[T]>[0];

export function mailFor<T extends TemplateName>(template: T, params: TemplateParams<T>) {
  return (TEMPLATES[template] as (p: TemplateParams<T>) => ReturnType<typeof orderReceivedMail>)(params);
}

export const isTemplateName = (name: string | null): name is TemplateName =>
  name !== null && name in TEMPLATES;
