/** Home / Products / {Category} / {title}, as a navigation landmark. */
import type { Product } from '@shop/shared';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

type Crumb = { label: string; to?: string };

export function Breadcrumbs({ product }: { product: Pick<Product, 'title' | 'category'> }) {
  const crumbs: Crumb[] = [
    { label: 'Home', to: '/' },
    { label: 'Products', to: '/products' },
    {
      label: product.category.name,
      to: `/products?category=${encodeURIComponent(product.category.slug)}`,
    },
    { label: product.title },
  ];
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-stone-600">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {crumbs.map((crumb, i) => (
          <li key={crumb.label + i} className="flex min-w-0 items-center gap-1.5">
            {i > 0 && (
              <ChevronRight size={14} aria-hidden="true" className="shrink-0 text-stone-400" />
            )}
            {crumb.to ? (
              <Link to={crumb.to} className="hover:text-brand-800 hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span
                aria-current="page"
                className="max-w-[60vw] truncate font-medium text-brand-900 sm:max-w-md"
              >
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
