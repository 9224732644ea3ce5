/** The Order History placeholder while orders load (spec section 2 'loading placeholder'). */
import { Skeleton } from '../../../../components/ui/skeleton';

export function OrderCardSkeleton() {
  return (
    <div className="rounded-2xl border border-sand-200 bg-white px-4 py-5 sm:px-6">
      <div className="flex items-start justify-between gap-3">
        <div className="space-y-2">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-4 w-56" />
        </div>
        <Skeleton className="h-6 w-20 rounded-full" />
      </div>
      <div className="mt-5 space-y-3">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
      </div>
      <div className="mt-5 flex justify-between gap-3">
        <Skeleton className="h-6 w-28" />
        <Skeleton className="h-9 w-48 rounded-full" />
      </div>
    </div>
  );
}
