import { OrdersList } from '@/components/admin/orders-list';

export default function AdminOrdersPage() {
  return <OrdersList />;
}
