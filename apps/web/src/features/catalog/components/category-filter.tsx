/** The category pills of /products; each is a link so the choice lives in the URL. */
import { PRODUCT_LIST_CATEGORIES, type ProductSort } from '@shop/shared';
import { Link } from 'react-router';
import { productListHref, type CategoryFilter as Category } from '../hooks/use-product-list-params';
import { categoryLabel } from './category-label';

type CategoryFilterProps = { active: Category; sort: ProductSort };

export function CategoryFilter({ active, sort }: CategoryFilterProps) {
  return (
    <nav aria-label="Product categories">
      {/* Six pills wrap on a phone rather than hide the last ones off-screen. */}
      <ul className="flex flex-wrap gap-2">
        {PRODUCT_LIST_CATEGORIES.map((category) => {
          const current = category === active;
          return (
            <li key={category}>
              <Link
                to={productListHref(category, sort)}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex h-10 items-center rounded-full px-4 text-sm sm:px-5 font-medium whitespace-nowrap transition-colors ${
                  current
                    ? 'bg-brand-700 text-white'
                    : 'bg-white text-brand-800 ring-1 ring-sand-200 hover:bg-brand-50 hover:ring-brand-200'
                }`}
              >
                {categoryLabel(category)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
