/** Filters above the product list: search, category, stock level and archived products. */
import { CATEGORIES } from '@shop/shared';
import { CheckboxField, SelectField } from '../components/fields';
import { SearchForm } from '../components/search-form';
import type { useListParams } from '../components/use-list-params';
import { categoryLabel } from './product-labels';

export function ProductFilters({ list }: { list: ReturnType<typeof useListParams> }) {
  return (
    <div className="mb-5 flex flex-wrap items-end gap-3">
      <SearchForm
        id="product-search"
        label="Search products"
        placeholder="Title or slug"
        value={list.get('q') ?? ''}
        onSearch={(q) => list.setFilters({ q })}
      />
      <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto">
        <SelectField
          id="product-category"
          label="Category"
          value={list.get('category') ?? ''}
          onChange={(e) => list.setFilters({ category: e.target.value })}
          className="min-w-0 sm:w-48"
        >
          <option value="">All categories</option>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {categoryLabel(c)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="product-stock"
          label="Stock"
          value={list.get('stock') ?? 'all'}
          onChange={(e) =>
            list.setFilters({ stock: e.target.value === 'all' ? '' : e.target.value })
          }
          className="min-w-0 sm:w-48"
        >
          <option value="all">All stock levels</option>
          <option value="low">Low (5 or fewer)</option>
          <option value="out">Out of stock</option>
        </SelectField>
      </div>
      <CheckboxField
        id="product-archived"
        label="Show archived"
        checked={list.get('archived') === 'true'}
        onChange={(e) => list.setFilters({ archived: e.target.checked ? 'true' : '' })}
        className="h-11"
      />
    </div>
  );
}
