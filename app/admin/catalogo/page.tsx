import { ProductList } from '@/components/admin/catalog/product-list';
import { StaffPage } from '@/components/admin/staff-page';
import { ACCESS } from '@/lib/admin/operations';

export default function Page() {
  return (
    <StaffPage access={ACCESS.MANAGERS}>
      <ProductList />
    </StaffPage>
  );
}
