import { ContentAdmin } from '@/components/admin/content/content-admin';
import { StaffPage } from '@/components/admin/staff-page';
import { ACCESS } from '@/lib/admin/operations';

export default function Page() {
  return (
    <StaffPage access={ACCESS.MANAGERS}>
      <ContentAdmin />
    </StaffPage>
  );
}
