import { ProductGridSkeleton } from '@/components/product/product-grid-skeleton';

/** Listing placeholder: title bar, sidebar and the spec's 20 placeholder cards. */
export function ListingSkeleton({ withSidebar = false }: { withSidebar?: boolean }) {
  return (
    <div className="container-page py-6 md:py-8">
      <div className="skeleton mb-3 h-3 w-40" />
      <div className="mb-6 flex flex-col gap-3 border-b border-line pb-5 md:flex-row md:items-end md:justify-between">
        <div className="space-y-2">
          <div className="skeleton h-8 w-64" />
          <div className="skeleton h-4 w-24" />
        </div>
        <div className="skeleton h-10 w-72" />
      </div>
      <div className={withSidebar ? 'grid gap-6 lg:grid-cols-[240px_minmax(0,1fr)] lg:gap-8' : ''}>
        {withSidebar && <div className="skeleton hidden h-96 lg:block" />}
        <ProductGridSkeleton wide={!withSidebar} />
      </div>
    </div>
  );
}
