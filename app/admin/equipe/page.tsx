import { StaffAdmin } from '@/components/admin/staff-admin';
import { StaffPage } from '@/components/admin/staff-page';
import { ACCESS } from '@/lib/admin/operations';

export default function Page() {
  return (
    <StaffPage access={ACCESS.OWNER}>
      <StaffAdmin />
    </StaffPage>
  );
}
