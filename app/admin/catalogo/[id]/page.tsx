import { notFound } from 'next/navigation';
import { ProductEditor } from '@/components/admin/catalog/product-editor';
import { StaffPage } from '@/components/admin/staff-page';
import { ACCESS } from '@/lib/admin/operations';

export default async function AdminProductPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,10}$/.test(id) || Number(id) > 2_147_483_647) notFound();
  return (
    <StaffPage access={ACCESS.MANAGERS}>
      <ProductEditor id={Number(id)} />
    </StaffPage>
  );
}
