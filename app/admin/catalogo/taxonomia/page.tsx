import { TaxonomyAdmin } from '@/components/admin/catalog/taxonomy-admin';
import { StaffPage } from '@/components/admin/staff-page';
import { ACCESS } from '@/lib/admin/operations';

export default function Page() {
  return (
    <StaffPage access={ACCESS.MANAGERS}>
      <TaxonomyAdmin />
    </StaffPage>
  );
}
