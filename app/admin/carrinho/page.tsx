import { SharedCartStart } from '@/components/admin/sales/shared-cart-view';
import { StaffPage } from '@/components/admin/staff-page';
import { ADMIN_OPERATIONS } from '@/lib/admin/operations';

/**
 * Issue 28: where a seller pastes the cart link a shopper sent over WhatsApp. The door is the shared-cart call's
 * own role list (the API's /admin/cart-shares guard), so page and API cannot disagree on who may look.
 */
export default function Page() {
  return (
    <StaffPage access={ADMIN_OPERATIONS.sharedCart.access}>
      <SharedCartStart />
    </StaffPage>
  );
}
