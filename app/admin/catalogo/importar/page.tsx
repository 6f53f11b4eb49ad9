import { CatalogImport } from '@/components/admin/catalog/catalog-import';
import { StaffPage } from '@/components/admin/staff-page';
import { ACCESS } from '@/lib/admin/operations';

export default function Page() {
  return (
    <StaffPage access={ACCESS.MANAGERS}>
      <CatalogImport />
    </StaffPage>
  );
}
