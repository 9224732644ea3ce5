/** One order in the history (spec section 2): number, date, status, items, total and two dialogs. */
import { useId } from 'react';
import { Link } from 'react-router';
import type { Order } from '../../api/get-orders';
import { OrderDetailsDialog } from './order-details-dialog';
import { formatCharged, formatOrderDate } from './order-format';
import { OrderItemsList } from './order-items-list';
import { OrderStatusBadge } from './order-status-badge';
import { TrackOrderDialog } from './track-order-dialog';

export function OrderCard({ order }: { order: Order }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-sand-200 bg-white px-4 py-5 sm:px-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-serif text-lg break-all text-brand-900">
            {/* The order's own page (its confirmation), which a reload or a shared link shows again. */}
            <Link
              to={`/orders/${encodeURIComponent(order.orderNumber)}`}
              className="underline-offset-4 hover:underline"
            >
              Order {order.orderNumber}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-stone-600">
            Placed on <time dateTime={order.createdDate}>{formatOrderDate(order.createdDate)}</time>
          </p>
        </div>
        <OrderStatusBadge status={order.status} label={order.orderStatus} />
      </header>
      <div className="mt-4 border-t border-sand-200">
        <OrderItemsList order={order} />
      </div>
      <footer className="mt-1 flex flex-col gap-4 border-t border-sand-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone-700">
          Total:{' '}
          <span className="font-serif text-lg text-brand-900 tabular-nums">
            {formatCharged(order)}
          </span>
        </p>
        <div className="flex flex-wrap gap-3">
          <OrderDetailsDialog order={order} describedBy={headingId} />
          <TrackOrderDialog orderNumber={order.orderNumber} describedBy={headingId} />
        </div>
      </footer>
    </article>
  );
}
