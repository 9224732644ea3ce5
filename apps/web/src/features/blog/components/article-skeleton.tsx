import { Skeleton } from '../../../components/ui/skeleton';

/** The shape of a post while it loads. */
export function ArticleSkeleton() {
  return (
    <div aria-hidden="true" className="mx-auto max-w-3xl px-4 pt-8 pb-20 sm:px-6">
      <Skeleton className="h-4 w-28" />
      <Skeleton className="mt-10 h-6 w-24 rounded-full" />
      <Skeleton className="mt-5 h-12 w-full" />
      <Skeleton className="mt-3 h-12 w-3/4" />
      <Skeleton className="mt-6 h-5 w-full" />
      <Skeleton className="mt-8 aspect-[1200/630] w-full rounded-2xl" />
    </div>
  );
}
