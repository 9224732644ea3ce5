/** The order's status history, oldest first: what the customer's Track Order view is built from. */
import {
  isOrderStatus,
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
  SHIPMENT_STATUS_LABELS,
  shipmentStatusOfEvent,
  shopperOrderStatusLabel,
  type ReturnStatus,
} from '@shop/shared';

const isReturnEvent = (status: string) =>
  status.startsWith('return_') &&
  (RETURN_STATUSES as readonly string[]).includes(status.slice('return_'.length));
import type { AdminOrder } from '../api/orders';
import { formatDateTime } from '../format';

/**
 * Events come after payment: 'placed', a status the shop set, a payment to refund, or a courier's
 * update that did not move the order (record 058).
 */
const labelOf = (status: string) => {
  const shipment = shipmentStatusOfEvent(status);
  if (shipment) return `Courier: ${SHIPMENT_STATUS_LABELS[shipment]}`;
  if (status === 'refund_due') return 'Refund due';
  if (status === 'refunded') return 'Refunded';
  if (status === 'refund_failed') return 'Refund failed';
  if (isReturnEvent(status))
    return RETURN_STATUS_LABELS[status.slice('return_'.length) as ReturnStatus];
  return isOrderStatus(status) ? shopperOrderStatusLabel(status, 'paid') : 'Placed';
};

export function OrderTimeline({ events }: { events: AdminOrder['events'] }) {
  if (events.length === 0) return <p className="text-sm text-stone-600">No status changes yet.</p>;
  return (
    <ol className="relative space-y-5 border-l border-sand-200 pl-5">
      {events.map((event, index) => (
        <li key={`${event.createdAt}-${index}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full bg-brand-600 ring-4 ring-white"
          />
          <p className="text-sm font-medium text-stone-900">{labelOf(event.status)}</p>
          <p className="text-xs text-stone-600">
            <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
          </p>
          {event.note && <p className="mt-1 text-sm text-stone-700">{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}
