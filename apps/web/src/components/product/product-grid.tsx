/** A responsive grid of product cards, or skeleton cards while the products load. */
import type { Product } from '@shop/shared';
import { HydrateLater } from '../hydrate-later';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

type ProductGridProps = {
  products: Product[];
  loading?: boolean;
  skeletonCount: number;
  /** How many leading cards load their image eagerly (those likely above the fold). */
  priorityCount?: number;
  headingLevel?: 'h2' | 'h3';
  className?: string;
  /** The next page or order is on its way: the current cards stay, dimmed and marked busy. */
  updating?: boolean;
};

const grid = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4 lg:gap-6';

export function ProductGrid({
  products,
  loading = false,
  skeletonCount,
  priorityCount = 0,
  headingLevel,
  className = '',
  updating = false,
}: ProductGridProps) {
  if (loading) {
    return (
      <div className={`${grid} ${className}`} aria-busy="true">
        <span className="sr-only" role="status">
          Loading products…
        </span>
        {Array.from({ length: skeletonCount }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  return (
    <ul
      aria-busy={updating || undefined}
      className={`${grid} transition-opacity ${updating ? 'opacity-60' : ''} ${className}`}
    >
      {products.map((product, i) => (
        <li key={product._id}>
          {/* Each card hydrates when it comes near the viewport: a page of 24 is mostly below. */}
          <HydrateLater>
            <ProductCard
              product={product}
              priority={i < priorityCount}
              headingLevel={headingLevel}
            />
          </HydrateLater>
        </li>
      ))}
    </ul>
  );
}
