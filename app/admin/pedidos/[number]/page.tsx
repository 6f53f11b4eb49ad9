import { notFound } from 'next/navigation';
import { OrderDetail } from '@/components/admin/order-detail';
import { StaffPage } from '@/components/admin/staff-page';
import { ACCESS } from '@/lib/admin/operations';

export default async function AdminOrderPage({ params }: { params: Promise<{ number: string }> }) {
  const { number } = await params;
  if (!/^\d{1,10}$/.test(number)) notFound();
  return (
    <StaffPage access={ACCESS.EVERY_ROLE}>
      <OrderDetail number={Number(number)} />
    </StaffPage>
  );
}
