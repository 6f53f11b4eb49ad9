import { DraftOrderScreen } from '@/components/admin/sales/draft-order';

/** Issue 28 point 3 (decision 0047): a seller builds an order for a customer and sends its payment link. */
export default function Page() {
  return <DraftOrderScreen />;
}
