/** An order's status as a coloured pill (spec section 4 'Order status colours'). */
import type { OrderStatus } from '@shop/shared';
import { cx } from '../../../../lib/class-names';

const COLOURS: Partial<Record<OrderStatus, string>> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  processing: 'bg-blue-100 text-blue-900 ring-blue-300',
  shipped: 'bg-blue-100 text-blue-900 ring-blue-300',
  delivered: 'bg-green-100 text-green-900 ring-green-300',
  cancelled: 'bg-red-100 text-red-900 ring-red-300',
};
const OTHER = 'bg-stone-100 text-stone-800 ring-stone-300';

type OrderStatusBadgeProps = { status: OrderStatus; label: string; className?: string };

export function OrderStatusBadge({ status, label, className }: OrderStatusBadgeProps) {
  return (
    <span
      data-status={status}
      className={cx(
        'inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide ring-1 ring-inset',
        COLOURS[status] ?? OTHER,
        className,
      )}
    >
      {label}
    </span>
  );
}
