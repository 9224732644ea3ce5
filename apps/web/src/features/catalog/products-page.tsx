/** /products: the catalogue by category (?category=), sorted (?sort=) and paged (?page=) by the server. */
import { PRODUCT_SORTS, SKELETON_COUNTS } from '@shop/shared';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { LoadErrorNotice } from '../../components/product/load-error-notice';
import { ProductGrid } from '../../components/product/product-grid';
import { Container } from '../../components/ui/container';
import { Pagination } from '../../components/ui/pagination';
import { SortSelect } from '../../components/ui/select';
import { useProductPage } from './api/get-product-page';
import { CategoryFilter } from './components/category-filter';
import { categoryIntro } from './components/category-intro';
import { categoryLabel } from './components/category-label';
import { useDocumentTitle } from '../../lib/document-title';
import { productListHref, useProductListParams } from './hooks/use-product-list-params';

const showingText = (shown: number, total: number) =>
  shown === total
    ? `Showing ${total} ${total === 1 ? 'product' : 'products'}`
    : `Showing ${shown} of ${total} products`;

export default function ProductsPage() {
  const { category, sort, page, setSort } = useProductListParams();
  const known = category !== 'unknown';
  const query = useProductPage(
    { category: category === 'all' || !known ? undefined : category, sort, page },
    { enabled: known },
  );
  const products = query.data?.products ?? [];
  const total = query.data?.total ?? 0;
  const pageCount = query.data ? Math.ceil(total / query.data.pageSize) : 0;
  const loading = known && query.isPending;

  // A new page starts at the top (the layout only scrolls on a new path).
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [page]);
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
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <p
            role="status"
            aria-live="polite"
            className="text-sm whitespace-nowrap text-stone-700 lg:order-last"
          >
            {loading || query.isError ? '' : showingText(products.length, total)}
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
      ) : !loading && total === 0 ? (
        <p className="py-20 text-center font-serif text-xl text-stone-700">
          No products found in this category.
        </p>
      ) : !loading && products.length === 0 ? (
        <p className="mt-8 rounded-2xl bg-sand-100 px-4 py-6 text-center text-sm text-stone-700">
          This page is past the end of the list.{' '}
          <Link
            to={productListHref(category, sort)}
            className="font-medium text-brand-800 underline"
          >
            Go to the first page
          </Link>
        </p>
      ) : (
        <>
          <ProductGrid
            products={products}
            loading={loading}
            skeletonCount={SKELETON_COUNTS.products}
            priorityCount={2}
            headingLevel="h2"
            className="mt-8"
            updating={query.isPlaceholderData}
          />
          <Pagination
            page={page}
            pageCount={pageCount}
            hrefFor={(n) => productListHref(category, sort, n)}
          />
        </>
      )}
    </Container>
  );
}
