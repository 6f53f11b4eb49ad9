import { SharedCartView } from '@/components/admin/sales/shared-cart-view';
import { StaffPage } from '@/components/admin/staff-page';
import { ADMIN_OPERATIONS } from '@/lib/admin/operations';

/** Issue 28: a cart a shopper sent over WhatsApp, opened by a seller (the same door as /admin/carrinho). */
export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <StaffPage access={ADMIN_OPERATIONS.sharedCart.access}>
      <SharedCartView token={token} />
    </StaffPage>
  );
}
