/** Filters above the product list: search, category, stock level and archived products. */
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ListSelect } from '../components/list-select';
import { SearchForm } from '../components/search-form';
import type { useListParams } from '../components/use-list-params';
import { categoryOptions } from './product-labels';

const STOCK_LEVELS = [
  { value: 'all', label: 'All stock levels' },
  { value: 'low', label: 'Low (5 or fewer)' },
  { value: 'out', label: 'Out of stock' },
];

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
        <ListSelect
          list={list}
          param="category"
          id="product-category"
          label="Category"
          className="min-w-0 sm:w-48"
          options={[{ value: '', label: 'All categories' }, ...categoryOptions]}
        />
        <ListSelect
          list={list}
          param="stock"
          fallback="all"
          id="product-stock"
          label="Stock"
          className="min-w-0 sm:w-48"
          options={STOCK_LEVELS}
        />
      </div>
      <CheckboxField
        id="product-archived"
        label="Show archived"
        checked={list.get('archived') === 'true'}
        onChange={(e) => list.setFilters({ archived: e.target.checked ? 'true' : '' })}
        className="flex h-11 items-center"
      />
    </div>
  );
}
