import { RatesEditor } from '@/components/admin/rates-editor';
import { StaffPage } from '@/components/admin/staff-page';
import { ACCESS } from '@/lib/admin/operations';

export default function Page() {
  return (
    <StaffPage access={ACCESS.MANAGERS}>
      <RatesEditor />
    </StaffPage>
  );
}
