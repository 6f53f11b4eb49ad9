import { SharedCartStart } from '@/components/admin/sales/shared-cart-view';

/** Issue 28: where a seller pastes the cart link a shopper sent over WhatsApp. */
export default function Page() {
  return <SharedCartStart />;
}
