/** Product page placeholder: gallery, buy box and details in the page's own proportions (no layout jump). */
export default function Loading() {
  return (
    <div className="container-page py-5 md:py-8" role="status" aria-busy="true">
      <span className="sr-only">…</span>
      <div className="skeleton h-3 w-64" />
      <div className="mt-4 grid gap-6 min-[769px]:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)] min-[769px]:gap-8 lg:gap-12">
        <div className="flex flex-col gap-3 min-[769px]:flex-row-reverse">
          <div className="skeleton aspect-square w-full rounded-card min-[769px]:flex-1" />
          <div className="flex gap-2 min-[769px]:w-20 min-[769px]:flex-col">
            {Array.from({ length: 4 }, (_, i) => (
              <div key={i} className="skeleton size-16 min-[769px]:size-20" />
            ))}
          </div>
        </div>
        <div className="space-y-4">
          <div className="skeleton h-3 w-24" />
          <div className="skeleton h-8 w-full" />
          <div className="skeleton h-8 w-2/3" />
          <div className="skeleton h-4 w-32" />
          <div className="skeleton h-4 w-40" />
          <div className="skeleton mt-6 h-12 w-48" />
          <div className="skeleton h-24 w-full rounded-card" />
          <div className="skeleton h-40 w-full rounded-card" />
        </div>
      </div>
    </div>
  );
}
