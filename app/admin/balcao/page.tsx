import { PickupCounter } from '@/components/admin/pickup-counter';
import { StaffPage } from '@/components/admin/staff-page';
import { ACCESS } from '@/lib/admin/operations';

export default function Page() {
  return (
    <StaffPage access={ACCESS.EVERY_ROLE}>
      <PickupCounter />
    </StaffPage>
  );
}
