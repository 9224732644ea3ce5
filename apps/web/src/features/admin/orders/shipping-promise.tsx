/**
 * The top of the owner's order: the shipping method paid for, its promised transit time and the
 * day the parcel must leave the studio to keep it (record 057).
 */
import { transitLabel } from '@shop/shared';
import type { AdminOrder } from '../api/orders';
import { formatDayWithWeekday } from '../format';

export function ShippingPromise({ order }: { order: AdminOrder }) {
  const method = order.shippingMethod;
  return (
    <p aria-label="Shipping method" className="mt-1 text-stone-700">
      {method ? (
        <>
          <span className="font-medium text-stone-900">{method.name}</span>
          {` · ${transitLabel(method)}`}
        </>
      ) : (
        'Shipping method not recorded'
      )}
      {order.shipBy && (
        <>
          {' · '}
          <span className="font-medium text-stone-900">
            Ship by <time dateTime={order.shipBy}>{formatDayWithWeekday(order.shipBy)}</time>
          </span>
        </>
      )}
    </p>
  );
}
