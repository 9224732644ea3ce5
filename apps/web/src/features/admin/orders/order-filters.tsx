/**
 * Filters above the order list: status, shipping method, ship-by, a date range, a search by order
 * number or e-mail, and the order of the list.
 */
import {
  ADMIN_ORDER_SORT_LABELS,
  ADMIN_ORDER_SORTS,
  ORDER_STATUSES,
  SHIP_BY_FILTER_LABELS,
  SHIP_BY_FILTERS,
  shopperOrderStatusLabel,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { TextField } from '../../../components/ui/form-field';
import { adminShippingQuery } from '../api/shipping';
import { ListSelect } from '../components/list-select';
import { SearchForm } from '../components/search-form';
import type { useListParams } from '../components/use-list-params';

/** Every method of the rate table, each code once (zones may offer the same one). */
function useMethodOptions() {
  const { data } = useQuery(adminShippingQuery);
  const methods = new Map<string, string>();
  for (const zone of data?.zones ?? [])
    for (const m of zone.methods) if (!methods.has(m.code)) methods.set(m.code, m.name);
  return [...methods].map(([value, label]) => ({ value, label }));
}

export function OrderFilters({ list }: { list: ReturnType<typeof useListParams> }) {
  const from = list.get('from') ?? '';
  const to = list.get('to') ?? '';
  const methods = useMethodOptions();
  return (
    <div className="mb-5 flex flex-wrap items-end gap-3">
      <SearchForm
        id="order-search"
        label="Search orders"
        placeholder="Order number or e-mail"
        value={list.get('q') ?? ''}
        onSearch={(q) => list.setFilters({ q })}
      />
      <ListSelect
        list={list}
        param="status"
        id="order-status"
        label="Status"
        className="w-full sm:w-48"
        options={[
          { value: '', label: 'All statuses' },
          // The list holds paid orders only, so each status reads as a paid order's does.
          ...ORDER_STATUSES.map((s) => ({ value: s, label: shopperOrderStatusLabel(s, 'paid') })),
        ]}
      />
      <ListSelect
        list={list}
        param="method"
        id="order-method"
        label="Shipping method"
        className="w-full sm:w-44"
        options={[{ value: '', label: 'All methods' }, ...methods]}
      />
      <ListSelect
        list={list}
        param="shipBy"
        id="order-ship-by"
        label="Ship by"
        className="w-full sm:w-52"
        options={[
          { value: '', label: 'Any day' },
          ...SHIP_BY_FILTERS.map((f) => ({ value: f, label: SHIP_BY_FILTER_LABELS[f] })),
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
          className="min-w-0 flex-1 sm:w-40"
        />
        <TextField
          id="order-to"
          label="To"
          type="date"
          value={to}
          min={from || undefined}
          onChange={(e) => list.setFilters({ to: e.target.value })}
          className="min-w-0 flex-1 sm:w-40"
        />
      </div>
      <ListSelect
        list={list}
        param="sort"
        // The newest first is the list's own order: it leaves the URL clean.
        fallback="newest"
        id="order-sort"
        label="Sort"
        className="w-full sm:w-52"
        options={ADMIN_ORDER_SORTS.map((s) => ({ value: s, label: ADMIN_ORDER_SORT_LABELS[s] }))}
      />
    </div>
  );
}
