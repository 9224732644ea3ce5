/** Small coloured labels: order status, payment state, published, archived, read. */
import { shopperOrderStatusLabel, type OrderStatus, type PaymentStatus } from '@shop/shared';
import type { ReactNode } from 'react';
import { cx } from '../../../lib/class-names';

export type BadgeTone = 'neutral' | 'good' | 'info' | 'warn' | 'bad';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-stone-100 text-stone-800 ring-stone-300',
  good: 'bg-green-100 text-green-900 ring-green-300',
  info: 'bg-blue-100 text-blue-900 ring-blue-300',
  warn: 'bg-amber-100 text-amber-900 ring-amber-300',
  bad: 'bg-red-100 text-red-900 ring-red-300',
};

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}

const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'warn',
  processing: 'info',
  shipped: 'info',
  out_for_delivery: 'info',
  delivered: 'good',
  cancelled: 'bad',
};

/** The shopper's word for the order (a paid, unstarted order is 'Placed'), so owner and shopper agree. */
export function OrderStatusBadge({
  status,
  paymentStatus,
}: {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
}) {
  return (
    <Badge tone={STATUS_TONES[status]}>{shopperOrderStatusLabel(status, paymentStatus)}</Badge>
  );
}

/** An order looked up by id may still be an unpaid checkout: it shows as such, not as a refund. */
export function PaymentBadge({ status }: { status: PaymentStatus }) {
  if (status === 'paid') return <Badge tone="good">Paid</Badge>;
  if (status === 'refund_due') return <Badge tone="bad">Refund due</Badge>;
  if (status === 'refunded') return <Badge>Refunded</Badge>;
  // Cash on delivery (issue 27): unpaid by design until the courier collects.
  if (status === 'cod_pending') return <Badge tone="warn">Pay on delivery</Badge>;
  return <Badge>{status === 'pending' ? 'Unpaid' : 'Failed'}</Badge>;
}
