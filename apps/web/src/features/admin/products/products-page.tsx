/** /admin/products: find products by title, category and stock; open one to edit it. */
import { CATEGORIES, type CategorySlug } from '@shop/shared';
import { FileSpreadsheet, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PRODUCTS_PAGE_SIZE, useProducts, type StockFilter } from '../api/products';
import { PageHeader } from '../components/page-header';
import { Pagination } from '../components/pagination';
import { QueryStatus } from '../components/query-status';
import { useListParams } from '../components/use-list-params';
import { ProductFilters } from './product-filters';
import { ProductsTable } from './products-table';

const isCategory = (v?: string): v is CategorySlug => CATEGORIES.includes(v as CategorySlug);
const isStock = (v?: string): v is StockFilter => v === 'low' || v === 'out';

export default function ProductsPage() {
  const list = useListParams();
  const category = list.get('category');
  const stock = list.get('stock');
  const archived = list.get('archived') === 'true';
  const products = useProducts({
    q: list.get('q'),
    category: isCategory(category) ? category : undefined,
    stock: isStock(stock) ? stock : undefined,
    archived,
    page: list.page,
  });
  const total = products.data?.total ?? 0;

  return (
    <>
      <PageHeader
        title="Products"
        actions={
          <>
            <Link to="/admin/products/import" className={buttonClasses({ variant: 'secondary' })}>
              <FileSpreadsheet aria-hidden="true" className="size-4" />
              Import / export
            </Link>
            <Link to="/admin/products/new" className={buttonClasses()}>
              <Plus aria-hidden="true" className="size-4" />
              Add product
            </Link>
          </>
        }
      />
      <ProductFilters list={list} />
      <p aria-live="polite" className="mb-3 text-sm text-stone-600">
        {products.data &&
          `${total} ${archived ? 'archived ' : ''}${total === 1 ? 'product' : 'products'}`}
      </p>
      <QueryStatus
        isPending={products.isPending}
        error={products.error}
        retry={() => void products.refetch()}
        label="Products"
      />
      {products.data &&
        (products.data.products.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-sand-200 bg-white p-8 text-center text-stone-600">
            No products match these filters.
          </p>
        ) : (
          <ProductsTable products={products.data.products} />
        ))}
      <Pagination page={list.page} pageSize={PRODUCTS_PAGE_SIZE} total={total} label="Products" />
    </>
  );
}
