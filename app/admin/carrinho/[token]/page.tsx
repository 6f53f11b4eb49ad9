import { SharedCartView } from '@/components/admin/sales/shared-cart-view';

/** Issue 28: a cart a shopper sent over WhatsApp, opened by a seller. */
export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return <SharedCartView token={token} />;
}
