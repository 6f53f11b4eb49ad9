import { notFound } from 'next/navigation';
import { ProductEditor } from '@/components/admin/catalog/product-editor';

export default async function AdminProductPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,10}$/.test(id) || Number(id) > 2_147_483_647) notFound();
  return <ProductEditor id={Number(id)} />;
}
