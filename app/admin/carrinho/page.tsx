import { SharedCartOpener } from '@/components/admin/sales/shared-cart-view';

/** Issue 28: where a seller pastes the cart link a shopper sent over WhatsApp. */
export default function Page() {
  return (
    <section className="flex max-w-4xl flex-col gap-4">
      <SharedCartOpener />
    </section>
  );
}
