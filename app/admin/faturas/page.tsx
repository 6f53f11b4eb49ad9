import { InvoiceNumbers } from '@/components/admin/invoice-numbers';
import { StaffPage } from '@/components/admin/staff-page';
import { ACCESS } from '@/lib/admin/operations';

/** Issue 27: SIFEN's inutilización of skipped numbers, for managers and the owner. */
export default function Page() {
  return (
    <StaffPage access={ACCESS.MANAGERS}>
      <InvoiceNumbers />
    </StaffPage>
  );
}
