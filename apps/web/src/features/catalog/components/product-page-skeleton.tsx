/** The product page's shape while the product loads. */
export function ProductPageSkeleton() {
  const bar = 'animate-pulse rounded-full bg-sand-200';
  return (
    <div aria-busy="true" className="grid gap-8 lg:grid-cols-2 lg:gap-16">
      <span className="sr-only" role="status">
        Loading product…
      </span>
      <div aria-hidden="true" className="aspect-square animate-pulse rounded-3xl bg-sand-100" />
      <div aria-hidden="true" className="flex flex-col gap-4">
        <div className={`${bar} h-3 w-24`} />
        <div className={`${bar} h-9 w-4/5`} />
        <div className={`${bar} h-4 w-32`} />
        <div className={`${bar} mt-2 h-7 w-28`} />
        <div className="mt-2 flex flex-col gap-2">
          {[100, 95, 90, 60].map((w) => (
            <div
              key={w}
              className="h-3 animate-pulse rounded-full bg-sand-100"
              style={{ width: `${w}%` }}
            />
          ))}
        </div>
        <div className={`${bar} mt-6 h-10 w-64`} />
        <div className="mt-4 h-12 w-full animate-pulse rounded-full bg-sand-100" />
      </div>
    </div>
  );
}
