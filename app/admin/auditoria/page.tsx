import { AuditLog } from '@/components/admin/audit-log';
import { StaffPage } from '@/components/admin/staff-page';
import { ACCESS } from '@/lib/admin/operations';

export default function Page() {
  return (
    <StaffPage access={ACCESS.OWNER}>
      <AuditLog />
    </StaffPage>
  );
}
