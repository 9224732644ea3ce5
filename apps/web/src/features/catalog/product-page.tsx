/** /products/{id}: gallery, summary with purchase options, and the details tabs. */
import { lazy } from 'react';
import { useParams } from 'react-router';
import { HydrateLater } from '../../components/hydrate-later';
import { LoadErrorNotice } from '../../components/product/load-error-notice';
import type { Product } from '@shop/shared';
import { Container } from '../../components/ui/container';
import { isNotFoundError, useProduct } from './api/get-product';
import { Breadcrumbs } from './components/breadcrumbs';
import { ProductGallery } from './components/product-gallery';
import { useChosenVariant } from './hooks/use-chosen-variant';
import { productForVariant } from './variant-view';
import { ProductNotFound } from './components/product-not-found';
import { ProductPageSkeleton } from './components/product-page-skeleton';
import { ProductSummary } from './components/product-summary';
import { RelatedProducts } from './components/related-products';
import { useDocumentTitle } from '../../lib/document-title';

const spacing = 'pt-6 pb-20 sm:pt-10';

/**
 * The details tabs and the reviews in them (Radix tabs, dialogs, the review form) are a chunk of
 * their own, so a server-drawn page's first load leaves them out: it fetches them when they are
 * about to hydrate (near the viewport). A page drawn in the browser (a client-side visit, once the
 * app runs) starts fetching them as it renders; a placeholder holds their place meanwhile.
 */
const loadProductTabs = () => import('./components/product-tabs');
const ProductTabs = lazy(() => loadProductTabs().then((m) => ({ default: m.ProductTabs })));
const appRuns = () =>
  typeof document !== 'undefined' && document.documentElement.hasAttribute('data-interactive');
const tabsPlaceholder = <div className="mt-16 h-64 sm:mt-20" aria-hidden="true" />;

/** The gallery and the summary, both following the variant chosen (`?variant=`). */
function ProductDetails({ product }: { product: Product }) {
  const { variant, choose, hrefOf } = useChosenVariant(product);
  const shown = productForVariant(product, variant);
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-16">
      {/* A variant with other pictures opens on its first. */}
      <ProductGallery key={shown.image.join('|')} product={shown} />
      <ProductSummary
        product={product}
        shown={shown}
        variant={variant}
        hrefOf={hrefOf}
        onChoose={choose}
      />
    </div>
  );
}

export default function ProductPage() {
  const { id = '' } = useParams();
  const query = useProduct(id);
  const notFound = query.isError && isNotFoundError(query.error);
  useDocumentTitle(query.data?.title ?? (notFound ? 'Product Not Found' : undefined));

  if (notFound) return <ProductNotFound />;
  if (query.isError) {
    return (
      <Container className={spacing}>
        <LoadErrorNotice
          message="We could not load this product just now."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Container>
    );
  }
  if (query.isPending) {
    return (
      <Container className={spacing}>
        <div
          className="mb-6 h-4 w-64 max-w-full animate-pulse rounded-full bg-sand-100"
          aria-hidden="true"
        />
        <ProductPageSkeleton />
      </Container>
    );
  }

  const product = query.data;
  if (appRuns()) void loadProductTabs();
  return (
    <Container className={spacing}>
      <Breadcrumbs product={product} />
      {/* Keyed by product so variant, quantity and image choices reset when moving to another product. */}
      <ProductDetails key={product._id} product={product} />
      {/* Below the fold on a phone: the tabs hydrate when near; the related products are fetched
          and drawn once the browser is idle, so they are there when the shopper scrolls down. */}
      <HydrateLater key={`tabs-${product._id}`} fallback={tabsPlaceholder}>
        <ProductTabs product={product} />
      </HydrateLater>
      <HydrateLater key={`related-${product._id}`} until="idle">
        <RelatedProducts product={product} />
      </HydrateLater>
    </Container>
  );
}
