/**
 * The order list: number (opens the order), date, customer, status with its refund and returns,
 * shipping method with the ship-by day, payment and total.
 */
import { formatMoney } from '@shop/shared';
import { Link } from 'react-router';
import type { AdminOrderRow } from '../api/orders';
import { OrderStatusBadge, PaymentBadge } from '../components/badge';
import { formatDate, formatDayWithWeekday } from '../format';
import { AfterSaleBadges } from './after-sale-badges';

/** The method paid for and the day it must leave by (an order from before the rate table: none). */
function ShippingCell({ order }: { order: AdminOrderRow }) {
  return (
    <>
      <span className="block">{order.shippingMethod?.name ?? '—'}</span>
      {order.shipBy && (
        <span className="block text-xs whitespace-nowrap text-stone-600">
          Ship by {formatDayWithWeekday(order.shipBy)}
        </span>
      )}
    </>
  );
}

const th = 'px-3 py-3 text-left font-medium text-stone-600';

export function OrdersTable({ orders }: { orders: AdminOrderRow[] }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-sand-200 bg-white shadow-sm">
      <table className="w-full text-sm">
        <caption className="sr-only">Orders</caption>
        <thead className="border-b border-sand-200 bg-sand-50/60">
          <tr>
            <th scope="col" className={th}>
              Order
            </th>
            <th scope="col" className={`${th} hidden sm:table-cell`}>
              Date
            </th>
            <th scope="col" className={`${th} hidden md:table-cell`}>
              Customer
            </th>
            <th scope="col" className={`${th} hidden sm:table-cell`}>
              Status
            </th>
            <th scope="col" className={`${th} hidden md:table-cell`}>
              Shipping
            </th>
            <th scope="col" className={`${th} hidden lg:table-cell`}>
              Payment
            </th>
            <th scope="col" className={`${th} text-right`}>
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-100">
          {orders.map((o) => (
            <tr key={o.id} className="hover:bg-sand-50/60">
              <th scope="row" className="px-3 py-3 text-left font-normal">
                <Link
                  to={`/admin/orders/${o.id}`}
                  className="font-medium whitespace-nowrap text-brand-900 hover:underline"
                >
                  {o.orderNumber}
                </Link>
                {/* Phones have no room for the date and status columns: they show here. */}
                <span className="mt-1 flex flex-wrap items-center gap-2 sm:hidden">
                  <span className="text-xs text-stone-600">{formatDate(o.createdAt)}</span>
                  <OrderStatusBadge status={o.status} paymentStatus={o.paymentStatus} />
                  <AfterSaleBadges order={o} />
                </span>
                <span className="mt-1 block text-xs text-stone-600 md:hidden">
                  {o.shippingMethod?.name}
                  {o.shippingMethod && o.shipBy && ' · '}
                  {o.shipBy && `Ship by ${formatDayWithWeekday(o.shipBy)}`}
                </span>
              </th>
              <td className="hidden px-3 py-3 whitespace-nowrap sm:table-cell">
                {formatDate(o.createdAt)}
              </td>
              <td className="hidden px-3 py-3 md:table-cell">
                <span className="block">{o.customer}</span>
                <span className="block text-xs break-all text-stone-600">{o.email}</span>
              </td>
              <td className="hidden px-3 py-3 sm:table-cell">
                <span className="flex flex-wrap gap-1">
                  <OrderStatusBadge status={o.status} paymentStatus={o.paymentStatus} />
                  <AfterSaleBadges order={o} />
                </span>
              </td>
              <td className="hidden px-3 py-3 md:table-cell">
                <ShippingCell order={o} />
              </td>
              <td className="hidden px-3 py-3 lg:table-cell">
                <PaymentBadge status={o.paymentStatus} />
              </td>
              <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">
                {formatMoney(o.total.amount, o.total.currency)}
                {o.charged.currency !== o.total.currency && (
                  <span className="block text-xs text-stone-600">
                    charged {formatMoney(o.charged.amount, o.charged.currency)}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
