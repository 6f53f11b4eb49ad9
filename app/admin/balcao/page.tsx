import { PickupCounter } from '@/components/admin/pickup-counter';

export default function Page() {
  return <PickupCounter />;
}
