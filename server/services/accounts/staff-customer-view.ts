import type { customers } from '../../db/schema';

/**
 * How staff see a customer (the order page, the draft order's customer search): the contact and document the counter
 * needs, never the password hash or tokens. One mapper, so both screens show the same fields.
 */
export const staffCustomerView = (c: typeof customers.$inferSelect) => ({
  id: c.id,
  name: `${c.firstName} ${c.lastName}`,
  email: c.email,
  phone: c.phone,
  document_type: c.documentType,
  document: c.document,
  foreign: c.foreign,
});
