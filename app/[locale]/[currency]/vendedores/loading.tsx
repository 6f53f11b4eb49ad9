/** Shown while a fresh team page renders: the card grid's shape, so nothing jumps. */
export default function Loading() {
  return (
    <div className="container-page py-8 md:py-12" aria-busy="true">
      <div className="mb-8 max-w-2xl space-y-3 md:mb-10">
        <div className="skeleton h-9 w-64" />
        <div className="skeleton h-5 w-full" />
        <div className="skeleton h-5 w-3/4" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 md:gap-6 lg:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="skeleton h-28 md:h-72" />
        ))}
      </div>
    </div>
  );
}
