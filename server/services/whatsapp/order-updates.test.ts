import { describe, expect, it } from 'vitest';
import type { InvoiceHooks } from '../invoices';
import { whatsappOrderUpdates } from './order-updates';

/** A transaction whose every query chain answers no rows: the order is not one to message. */
const noRows: unknown = new Proxy(() => undefined, {
  get: (_t, key) => (key === 'then' ? (resolve: (rows: unknown[]) => void) => resolve([]) : () => noRows),
});

describe('WhatsApp order updates around the invoice hooks', () => {
  it('hands on the invoice number the paid e-mail prints (SIFEN and WhatsApp both on)', async () => {
    const invoices = {
      onOrderPaid: async () => '001-001-0000042',
      onRefund: async () => undefined,
    } as unknown as InvoiceHooks;
    const hooks = whatsappOrderUpdates({ templatePrefix: '' }).around(invoices);
    const tx = noRows as Parameters<InvoiceHooks['onOrderPaid']>[0];
    expect(await hooks.onOrderPaid(tx, 1, new Date())).toBe('001-001-0000042');
    expect(
      await whatsappOrderUpdates({ templatePrefix: '' }).around(null).onOrderPaid(tx, 1, new Date()),
    ).toBeNull();
  });
});
