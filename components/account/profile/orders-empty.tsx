import Link from 'next/link';

/** Spec §2 orders list: an empty state until the orders issue brings /ecom/venda/pedidos. */
export function OrdersEmpty({ title, empty, browse, browseHref }: { title: string; empty: string; browse: string; browseHref: string }) {
  return (
    <section aria-labelledby="orders-title" className="rounded-2xl border border-line bg-paper p-5 sm:p-6">
      <h2 id="orders-title" className="section-title">
        {title}
      </h2>
      <p className="mt-4 text-muted">{empty}</p>
      <Link href={browseHref} className="btn-primary mt-5">
        {browse}
      </Link>
    </section>
  );
}
