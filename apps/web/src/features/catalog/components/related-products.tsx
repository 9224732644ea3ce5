/**
 * After the tabs: other products of the same category that are in stock, so a product page does
 * not end in a dead end (issue 15). Loaded in the browser: it is below the fold.
 */
import { CATEGORIES, type CategorySlug, type Product } from '@shop/shared';
import { ProductGrid } from '../../../components/product/product-grid';
import { useProductPage } from '../api/get-product-page';

const SHOWN = 4;

const isCategory = (slug: string): slug is CategorySlug =>
  (CATEGORIES as readonly string[]).includes(slug);

export function RelatedProducts({ product }: { product: Product }) {
  const slug = product.category.slug;
  // The first page of the category (shared with /products?category=): a page, not the catalogue.
  const query = useProductPage(
    { category: isCategory(slug) ? slug : undefined, sort: 'default', page: 1 },
    { enabled: isCategory(slug) },
  );
  const related = (query.data?.products ?? [])
    .filter((p) => p._id !== product._id && p.countInStock > 0)
    .slice(0, SHOWN);
  if (!isCategory(slug) || query.isError || (query.isSuccess && related.length === 0)) return null;
  return (
    <section aria-labelledby="related-title" className="mt-16 border-t border-sand-200 pt-12">
      <h2 id="related-title" className="font-serif text-2xl text-brand-900 sm:text-3xl">
        More {product.category.name.toLowerCase()} you may like
      </h2>
      <ProductGrid
        products={related}
        loading={query.isPending}
        skeletonCount={SHOWN}
        headingLevel="h3"
        className="mt-6"
      />
    </section>
  );
}
