/**
 * /admin/orders: paid orders, newest first or by ship-by day, filtered by status, dates, shipping
 * method, ship-by and a search.
 */
import {
  ADMIN_ORDER_SORTS,
  adminOrderListQuerySchema,
  isOrderStatus,
  SHIP_BY_FILTERS,
} from '@shop/shared';
import { ORDERS_PAGE_SIZE, useOrders } from '../api/orders';
import { PageHeader } from '../components/page-header';
import { Pagination } from '../components/pagination';
import { QueryStatus } from '../components/query-status';
import { useListParams } from '../components/use-list-params';
import { OrderFilters } from './order-filters';
import { OrdersTable } from './orders-table';

const isDay = (v?: string) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);
/** The URL's value when the list accepts it (a hand-edited URL never makes the list fail). */
const oneOf = <T extends string>(values: readonly T[], v?: string) =>
  values.find((value) => value === v);
const methodCode = (v?: string) => adminOrderListQuerySchema.shape.method.safeParse(v).data;

export default function OrdersPage() {
  const list = useListParams();
  const status = list.get('status');
  const orders = useOrders({
    status: isOrderStatus(status) ? status : undefined,
    from: isDay(list.get('from')),
    to: isDay(list.get('to')),
    q: list.get('q'),
    method: methodCode(list.get('method')),
    shipBy: oneOf(SHIP_BY_FILTERS, list.get('shipBy')),
    sort: oneOf(ADMIN_ORDER_SORTS, list.get('sort')),
    page: list.page,
  });
  const total = orders.data?.total ?? 0;

  return (
    <>
      <PageHeader title="Orders" />
      <OrderFilters list={list} />
      <p aria-live="polite" className="mb-3 text-sm text-stone-600">
        {orders.data && `${total} ${total === 1 ? 'order' : 'orders'}`}
      </p>
      <QueryStatus
        isPending={orders.isPending}
        error={orders.error}
        retry={() => void orders.refetch()}
        label="Orders"
      />
      {orders.data &&
        (orders.data.orders.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-sand-200 bg-white p-8 text-center text-stone-600">
            No orders match these filters.
          </p>
        ) : (
          <OrdersTable orders={orders.data.orders} />
        ))}
      <Pagination page={list.page} pageSize={ORDERS_PAGE_SIZE} total={total} label="Orders" />
    </>
  );
}
