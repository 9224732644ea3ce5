/** The featured products (GET featured=true), or a short note when there are none. */
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { LoadErrorNotice } from '../../../components/product/load-error-notice';
import { ProductGrid } from '../../../components/product/product-grid';
import { useFeaturedProducts } from '../api/get-featured-products';
import { SectionHeading } from './section-heading';

const SHOWN = 8;

export function FeaturedProducts() {
  const query = useFeaturedProducts();
  const products = (query.data ?? []).slice(0, SHOWN);

  return (
    <section
      aria-labelledby="featured-title"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading
          id="featured-title"
          eyebrow="Loved by our community"
          title="Featured products"
        />
        <Link
          to="/products"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 hover:underline"
        >
          View all products
          <ArrowRight size={16} aria-hidden="true" />
        </Link>
      </div>
      {query.isError && (
        <LoadErrorNotice
          className="mt-8"
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {!query.isPending && products.length === 0 ? (
        <p className="mt-10 rounded-2xl bg-sand-100 px-6 py-12 text-center text-stone-700">
          No featured products available at the moment.
        </p>
      ) : (
        <ProductGrid
          products={products}
          loading={query.isPending}
          skeletonCount={4}
          className="mt-10"
        />
      )}
    </section>
  );
}
