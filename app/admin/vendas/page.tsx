import { SalesReportView } from '@/components/admin/sales/sales-report';
import { StaffPage } from '@/components/admin/staff-page';
import { ACCESS } from '@/lib/admin/operations';

/** Issue 28: sales by campaign source and by seller (revenue: managers and the owner). */
export default function Page() {
  return (
    <StaffPage access={ACCESS.MANAGERS}>
      <SalesReportView />
    </StaffPage>
  );
}
