import { MyAccount } from '@/components/admin/my-account';
import { StaffPage } from '@/components/admin/staff-page';
import { ACCESS } from '@/lib/admin/operations';

export default function Page() {
  return (
    <StaffPage access={ACCESS.EVERY_ROLE}>
      <MyAccount />
    </StaffPage>
  );
}
