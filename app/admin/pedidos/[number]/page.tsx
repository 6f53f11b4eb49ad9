import { notFound } from 'next/navigation';
import { OrderDetail } from '@/components/admin/order-detail';

export default async function AdminOrderPage({ params }: { params: Promise<{ number: string }> }) {
  const { number } = await params;
  if (!/^\d{1,10}$/.test(number)) notFound();
  return <OrderDetail number={Number(number)} />;
}
