import { Skeleton } from '../../../components/ui/skeleton';

/** The shape of a BlogCard while the posts load. */
export function BlogCardSkeleton() {
  return (
    <div
      data-testid="blog-card-skeleton"
      aria-hidden="true"
      className="overflow-hidden rounded-2xl bg-white ring-1 ring-sand-200"
    >
      <Skeleton className="aspect-[1200/630] rounded-none" />
      <div className="space-y-3 p-5 sm:p-6">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-5 h-4 w-24" />
      </div>
    </div>
  );
}
