/** The matches as a grid of cards or a list of rows; skeletons of the same shape while they load. */
import type { Product } from '@shop/shared';
import { ProductCard } from '../../../components/product/product-card';
import { ProductCardSkeleton } from '../../../components/product/product-card-skeleton';
import { Skeleton } from '../../../components/ui/skeleton';
import { cx } from '../../../lib/class-names';
import type { SearchView } from '../search-params';
import { ProductRow } from './product-row';

const SKELETON_COUNT = 6;
const layout: Record<SearchView, string> = {
  grid: 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:gap-6',
  list: 'flex flex-col gap-4',
};

function RowSkeleton() {
  return (
    <div
      data-testid="product-row-skeleton"
      aria-hidden="true"
      className="flex gap-4 rounded-2xl bg-white p-3 ring-1 ring-sand-200 sm:gap-6 sm:p-4"
    >
      <Skeleton className="aspect-square w-28 shrink-0 rounded-xl sm:w-44" />
      <div className="flex flex-1 flex-col gap-2.5 py-1">
        <Skeleton className="h-2.5 w-1/4 rounded-full" />
        <Skeleton className="h-5 w-3/5 rounded-full" />
        <Skeleton className="h-3 w-full rounded-full" />
        <Skeleton className="h-3 w-4/5 rounded-full" />
      </div>
    </div>
  );
}

/** A match; `matchedVariantId` names the variant whose SKU the text was (record 042). */
type Found = Product & { matchedVariantId?: string };

/** A match found by a variant's SKU opens on that variant. */
const hrefOf = (product: Found) =>
  product.matchedVariantId
    ? `/products/${product._id}?variant=${encodeURIComponent(product.matchedVariantId)}`
    : undefined;

type SearchResultsProps = {
  products: Found[];
  view: SearchView;
  loading: boolean;
  /** Older results stay on screen, dimmed, while the next ones load. */
  updating: boolean;
};

export function SearchResults({ products, view, loading, updating }: SearchResultsProps) {
  if (loading) {
    const Placeholder = view === 'grid' ? ProductCardSkeleton : RowSkeleton;
    return (
      <div className={layout[view]} aria-busy="true">
        <span className="sr-only" role="status">
          Loading products…
        </span>
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <Placeholder key={i} />
        ))}
      </div>
    );
  }
  return (
    <ul
      aria-label="Products"
      aria-busy={updating}
      className={cx(layout[view], 'transition-opacity', updating && 'opacity-60')}
    >
      {products.map((product, i) => (
        <li key={product._id}>
          {view === 'grid' ? (
            <ProductCard
              product={product}
              priority={i < 2}
              headingLevel="h3"
              href={hrefOf(product)}
            />
          ) : (
            <ProductRow product={product} priority={i < 2} href={hrefOf(product)} />
          )}
        </li>
      ))}
    </ul>
  );
}
