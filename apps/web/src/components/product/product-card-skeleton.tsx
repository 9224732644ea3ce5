/** A placeholder with the shape of a ProductCard, shown while products load. */
export function ProductCardSkeleton() {
  return (
    <div
      data-testid="product-card-skeleton"
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-sand-200"
    >
      <div className="aspect-square animate-pulse bg-sand-100" />
      <div className="flex flex-1 flex-col gap-2.5 p-3 sm:p-4">
        <div className="h-2.5 w-1/3 animate-pulse rounded-full bg-sand-200" />
        <div className="h-4 w-4/5 animate-pulse rounded-full bg-sand-200" />
        <div className="h-3 w-1/2 animate-pulse rounded-full bg-sand-100" />
        <div className="mt-auto h-4 w-1/3 animate-pulse rounded-full bg-sand-200" />
        <div className="mt-1 h-9 w-full animate-pulse rounded-full bg-sand-100" />
      </div>
    </div>
  );
}
