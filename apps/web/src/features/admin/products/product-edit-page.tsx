/**
 * /admin/products/new and /admin/products/:id: the product form, its pictures, its options and
 * variants, and its stock.
 */
import { ExternalLink } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { buttonClasses } from '../../../components/ui/button';
import { useProduct, type AdminProduct } from '../api/products';
import { useVariants } from '../api/variants';
import { PageHeader } from '../components/page-header';
import { QueryStatus } from '../components/query-status';
import { ArchiveButton } from './archive-button';
import { StatusBadge } from './status-badge';
import { ImageManager } from './image-manager';
import { PriceListPanel } from './price-list-panel';
import { ProductForm } from './product-form';
import { StockPanel } from './stock-panel';
import { VariantsPanel } from './variants/variants-panel';

const BACK = { to: '/admin/products', label: 'Products' };

export default function ProductEditPage() {
  const { id } = useParams();
  return id ? <EditProduct id={id} /> : <NewProduct />;
}

function NewProduct() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Add product" back={BACK} />
      <div className="max-w-3xl">
        <ProductForm
          onSaved={(id) => {
            toast.success('Product created. Now add its pictures.');
            void navigate(`/admin/products/${id}`, { replace: true });
          }}
        />
      </div>
    </>
  );
}

function EditProduct({ id }: { id: string }) {
  const product = useProduct(id);
  if (!product.data)
    return (
      <>
        <PageHeader title="Product" back={BACK} />
        <QueryStatus
          isPending={product.isPending}
          error={product.error}
          retry={() => void product.refetch()}
          label="This product"
        />
      </>
    );
  return <ProductEditor product={product.data} />;
}

function ProductEditor({ product }: { product: AdminProduct }) {
  // Several variants: their prices and stock are the grid's (record 041).
  const variantCount = useVariants(product.id).data?.variants.length ?? 1;
  return (
    <>
      <PageHeader
        title={product.title}
        back={BACK}
        description={<StatusBadge status={product.status} long />}
        actions={
          <>
            {product.active && (
              <Link
                to={`/products/${product.id}`}
                target="_blank"
                className={buttonClasses({ variant: 'ghost', size: 'sm' })}
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                View in store
                <span className="sr-only">(opens in a new tab)</span>
              </Link>
            )}
            <ArchiveButton product={product} />
          </>
        }
      />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        {/* Keyed by id: moving to another product starts a fresh form. */}
        <div className="space-y-6">
          <ProductForm
            key={product.id}
            product={product}
            variantCount={variantCount}
            onSaved={() => toast.success('Product saved.')}
          />
          <PriceListPanel key={product.id} product={product} />
        </div>
        <div className="space-y-6">
          <ImageManager product={product} />
          {variantCount <= 1 && <StockPanel product={product} />}
        </div>
        <div className="min-w-0 space-y-6 xl:col-span-2">
          <VariantsPanel key={product.id} product={product} />
        </div>
      </div>
    </>
  );
}
