/** Rarely seen (the page is static); keeps the layout's shape while a first render runs. */
export default function Loading() {
  return (
    <div className="container-page py-8 md:py-12" aria-busy="true">
      <div className="grid gap-8 lg:grid-cols-[1.1fr_1fr]">
        <div className="space-y-4">
          <div className="skeleton h-4 w-32" />
          <div className="skeleton h-12 w-3/4" />
          <div className="skeleton h-6 w-full" />
        </div>
        <div className="skeleton aspect-[4/3]" />
      </div>
    </div>
  );
}
