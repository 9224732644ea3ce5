/** Filters above the order list: status, a date range and a search by order number or e-mail. */
import { ORDER_STATUSES, shopperOrderStatusLabel } from '@shop/shared';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { SearchForm } from '../components/search-form';
import type { useListParams } from '../components/use-list-params';

export function OrderFilters({ list }: { list: ReturnType<typeof useListParams> }) {
  const from = list.get('from') ?? '';
  const to = list.get('to') ?? '';
  return (
    <div className="mb-5 flex flex-wrap items-end gap-3">
      <SearchForm
        id="order-search"
        label="Search orders"
        placeholder="Order number or e-mail"
        value={list.get('q') ?? ''}
        onSearch={(q) => list.setFilters({ q })}
      />
      <SelectField
        id="order-status"
        label="Status"
        value={list.get('status') ?? ''}
        onChange={(e) => list.setFilters({ status: e.target.value })}
        className="w-full sm:w-48"
        options={[
          { value: '', label: 'All statuses' },
          // The list holds paid orders only, so each status reads as a paid order's does.
          ...ORDER_STATUSES.map((s) => ({ value: s, label: shopperOrderStatusLabel(s, 'paid') })),
        ]}
      />
      <div className="flex w-full gap-3 sm:w-auto">
        <TextField
          id="order-from"
          label="From"
          type="date"
          value={from}
          max={to || undefined}
          onChange={(e) => list.setFilters({ from: e.target.value })}
          className="flex-1 sm:w-40"
        />
        <TextField
          id="order-to"
          label="To"
          type="date"
          value={to}
          min={from || undefined}
          onChange={(e) => list.setFilters({ to: e.target.value })}
          className="flex-1 sm:w-40"
        />
      </div>
    </div>
  );
}
