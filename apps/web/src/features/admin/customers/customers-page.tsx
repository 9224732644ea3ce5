/**
 * /admin/customers (issue 30, record 061): every customer, accounts and guests, searched by name,
 * e-mail or phone, filtered and sorted on the server, 25 a page; the search, filters, sort and page
 * live in the URL. The CSV holds what the list finds; the filters can be saved as a segment.
 */
import { CUSTOMER_SORTS, type CustomerSort } from '@shop/shared';
import { Download, Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { SortSelect } from '../../../components/ui/select';
import { PageHeader } from '../components/page-header';
import { Pagination } from '../components/pagination';
import { QueryStatus } from '../components/query-status';
import { SearchForm } from '../components/search-form';
import { useListParams } from '../components/use-list-params';
import { CUSTOMERS_CSV_URL, useCustomers } from './api/customers';
import { CustomerFilters } from './customer-filters';
import { filterFromParams, filterQuery, filterToParams } from './customer-words';
import { CustomersTable } from './customers-table';
import { SaveSegmentForm } from './save-segment-form';

const SORT_OPTIONS = Object.entries(CUSTOMER_SORTS).map(([value, label]) => ({
  value: value as CustomerSort,
  label,
}));
const isSort = (value: string | undefined): value is CustomerSort =>
  value !== undefined && value in CUSTOMER_SORTS;

export default function CustomersPage() {
  const { get, page, setFilters } = useListParams();
  const q = get('q') ?? '';
  const sortParam = get('sort');
  const sort: CustomerSort = isSort(sortParam) ? sortParam : 'last_order_desc';
  const filter = filterFromParams(get);
  const params = { ...filterToParams(filter), q, sort, page: String(page) };
  const customers = useCustomers(params);
  const data = customers.data;
  const hasFilter = Object.keys(filter).length > 0;
  const csvQuery = new URLSearchParams(
    Object.entries({ q, sort, ...filterToParams(filter) }).filter(([, v]) => v !== ''),
  );
  return (
    <>
      <PageHeader
        title="Customers"
        description={
          data
            ? `${data.total} ${data.total === 1 ? 'customer' : 'customers'}: accounts and guests.`
            : 'Accounts and guests who ordered.'
        }
        actions={
          <>
            <Link
              to="/admin/customers/segments"
              className={buttonClasses({ variant: 'secondary' })}
            >
              <Users aria-hidden="true" className="size-4" />
              Segments
            </Link>
            <a
              href={`${CUSTOMERS_CSV_URL}?${csvQuery}`}
              download="customers.csv"
              className={buttonClasses({ variant: 'secondary' })}
            >
              <Download aria-hidden="true" className="size-4" />
              Export CSV
            </a>
          </>
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <SearchForm
          id="customer-search"
          label="Search by name, e-mail or phone"
          value={q}
          onSearch={(query) => setFilters({ q: query })}
        />
        <SortSelect
          id="customer-sort"
          label="Sort by"
          options={SORT_OPTIONS}
          value={sort}
          onChange={(value) => setFilters({ sort: value === 'last_order_desc' ? '' : value })}
        />
      </div>
      <CustomerFilters filter={filter} onApply={(next) => setFilters(filterToParams(next))} />
      {hasFilter && <SaveSegmentForm filter={filter} key={filterQuery(filter)} />}
      <QueryStatus
        isPending={customers.isPending}
        error={customers.error}
        retry={() => void customers.refetch()}
        label="Customers"
      />
      {data?.customers.length === 0 && (
        <p className="rounded-2xl border border-sand-200 bg-white p-6 text-stone-700">
          No customer matches. Try fewer filters or another spelling.
        </p>
      )}
      {data && data.customers.length > 0 && (
        <>
          <CustomersTable customers={data.customers} currency={data.currency} />
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            label="Customers"
          />
        </>
      )}
    </>
  );
}
