/** /products: the catalogue by category (from ?category=), sorted in the browser (?sort=). */
import { PRODUCT_SORTS, SKELETON_COUNTS, sortProducts } from '@shop/shared';
import { useMemo } from 'react';
import { LoadErrorNotice } from '../../components/product/load-error-notice';
import { ProductGrid } from '../../components/product/product-grid';
import { Container } from '../../components/ui/container';
import { SortSelect } from '../../components/ui/select';
import { useProducts } from './api/get-products';
import { CategoryFilter } from './components/category-filter';
import { categoryIntro } from './components/category-intro';
import { categoryLabel } from './components/category-label';
import { useDocumentTitle } from '../../lib/document-title';
import { useProductListParams } from './hooks/use-product-list-params';

const showingText = (count: number) => `Showing ${count} ${count === 1 ? 'product' : 'products'}`;

export default function ProductsPage() {
  const { category, sort, setSort } = useProductListParams();
  const known = category !== 'unknown';
  const query = useProducts(category === 'all' || !known ? {} : { category }, { enabled: known });
  const products = useMemo(() => sortProducts(query.data ?? [], sort), [query.data, sort]);
  const loading = known && query.isPending;
  const heading = category === 'all' ? 'All Products' : categoryLabel(category);
  useDocumentTitle(category === 'all' ? 'Products' : heading);

  return (
    <Container className="pt-8 pb-20 sm:pt-12">
      <header className="max-w-2xl">
        <p className="text-xs font-medium tracking-[0.2em] text-brand-700 uppercase">
          The collection
        </p>
        <h1 className="mt-2 font-serif text-4xl text-brand-900 sm:text-5xl">{heading}</h1>
        <p className="mt-3 text-stone-700">{categoryIntro(category)}</p>
      </header>

      <div className="mt-8 flex flex-col gap-4 border-y border-sand-200 py-4 lg:flex-row lg:items-center lg:justify-between">
        <CategoryFilter active={category} sort={sort} />
        <div className="flex items-center justify-between gap-4">
          <p
            role="status"
            aria-live="polite"
            className="text-sm whitespace-nowrap text-stone-700 lg:order-last"
          >
            {loading || query.isError ? '' : showingText(products.length)}
          </p>
          <SortSelect
            id="product-sort"
            label="Sort by"
            options={PRODUCT_SORTS}
            value={sort}
            onChange={setSort}
          />
        </div>
      </div>

      {query.isError ? (
        <LoadErrorNotice
          className="mt-8"
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !loading && products.length === 0 ? (
        <p className="py-20 text-center font-serif text-xl text-stone-700">
          No products found in this category.
        </p>
      ) : (
        <ProductGrid
          products={products}
          loading={loading}
          skeletonCount={SKELETON_COUNTS.products}
          priorityCount={2}
          headingLevel="h2"
          className="mt-8"
        />
      )}
    </Container>
  );
}
