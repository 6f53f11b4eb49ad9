import { DraftOrderScreen } from '@/components/admin/sales/draft-order';
import { StaffPage } from '@/components/admin/staff-page';
import { ADMIN_OPERATIONS } from '@/lib/admin/operations';

/**
 * Issue 28 point 3 (decision 0047): a seller builds an order for a customer and sends its payment link. The door is
 * the draft-creating call's own role list, so page and API cannot disagree on who may build one.
 */
export default function Page() {
  return (
    <StaffPage access={ADMIN_OPERATIONS.draftCreate.access}>
      <DraftOrderScreen />
    </StaffPage>
  );
}
