import type { ProductSummary } from '@/lib/contract';
import type { AppLocale } from '@/lib/i18n/config';
import { ProductCard } from './product-card';

/** The first row loads eagerly: one of those images is the listing's LCP. */
export function ProductGrid({ products, locale, wide = false }: { products: ProductSummary[]; locale: AppLocale; wide?: boolean }) {
  return (
    <ul className={`grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 ${wide ? 'lg:grid-cols-4 xl:grid-cols-5' : 'lg:grid-cols-3 xl:grid-cols-4'}`}>
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} locale={locale} eager={i < 4} />
        </li>
      ))}
    </ul>
  );
}
