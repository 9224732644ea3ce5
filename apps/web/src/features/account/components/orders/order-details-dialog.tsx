/** 'View Details' (spec section 2): number, date, status, address, payment, items, total, charges. */
import { DOCUMENT_PATHS } from '@shop/shared';
import { useState, type ReactNode } from 'react';
import { NetPaid, ReturnsAndRefunds } from '../../../../components/order/returns-and-refunds';
import { ShippingAddress } from '../../../../components/order/shipping-address';
import type { Order } from '../../api/get-orders';
import { CancelOrder } from '../../../../components/order/cancel-order';
import { ChargeMark } from './charge-mark';
import { RequestReturn } from '../../../../components/order/request-return';
import { OrderDialog } from './order-dialog';
import { formatCharged, formatOrderDate } from './order-format';
import { OrderItemsList } from './order-items-list';
import { OrderStatusBadge } from './order-status-badge';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-sand-200 pt-4 first:border-t-0 first:pt-0">
      <h3 className="text-xs font-semibold tracking-widest text-stone-600 uppercase">{title}</h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function ActionRefused({ reason }: { reason?: string }) {
  return reason ? <p className="text-sm text-stone-700">{reason}</p> : null;
}

type OrderDetailsDialogProps = { order: Order; describedBy: string };

export function OrderDetailsDialog({ order, describedBy }: OrderDetailsDialogProps) {
  const [open, setOpen] = useState(false);

  return (
    <OrderDialog
      trigger="View Details"
      describedBy={describedBy}
      title="Order Details"
      description={`Order ${order.orderNumber}`}
      open={open}
      onOpenChange={setOpen}
    >
      <div className="space-y-5">
        <Section title="Order">
          <dl className="space-y-1 text-sm">
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt className="text-stone-600">Order number</dt>
              <dd className="font-medium break-all text-stone-900">{order.orderNumber}</dd>
            </div>
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt className="text-stone-600">Placed on</dt>
              <dd className="text-stone-900">
                <time dateTime={order.createdDate}>{formatOrderDate(order.createdDate)}</time>
              </dd>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-x-4 pt-1">
              <dt className="text-stone-600">Status</dt>
              <dd>
                <OrderStatusBadge status={order.status} label={order.orderStatus} />
              </dd>
            </div>
          </dl>
        </Section>
        <Section title="Shipping address">
          <ShippingAddress address={order.shippingAddress} />
        </Section>
        <Section title="Payment method">
          <p className="text-sm text-stone-800">{order.paymentMethod}</p>
          {order.paymentStatus === 'refund_due' && (
            <p className="mt-1 text-sm text-clay-600">A refund is due for this order.</p>
          )}
          {order.paymentStatus !== 'pending' && order.paymentStatus !== 'failed' && (
            <a
              href={DOCUMENT_PATHS.invoice(order.orderNumber)}
              download
              className="mt-2 inline-block text-sm font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              Download tax invoice (PDF)
            </a>
          )}
          {order.paymentStatus === 'refunded' && (
            <p className="mt-1 text-sm text-stone-700">
              Refunded to your original payment method (7-10 business days).
            </p>
          )}
        </Section>
        {(order.refunds.length > 0 || order.returns.length > 0) && (
          <Section title="Returns and refunds">
            <ReturnsAndRefunds order={order} />
          </Section>
        )}
        {order.status === 'delivered' && (
          <Section title="Something wrong?">
            {/* Offered when `actions` allow it, else its reason; it keeps its own "sent". */}
            <RequestReturn order={order} />
          </Section>
        )}
        {order.status !== 'delivered' && order.status !== 'cancelled' && (
          <Section title="Changed your mind?">
            {order.actions.cancel.allowed ? (
              <CancelOrder order={order} />
            ) : (
              <ActionRefused reason={order.actions.cancel.reason} />
            )}
          </Section>
        )}
        <Section title="Items">
          <OrderItemsList order={order} />
        </Section>
        <Section title="Summary">
          <dl>
            <ChargeMark label="Shipping" amount={order.shippingPrice} />
            <ChargeMark label="Tax" amount={order.taxPrice} />
            <div className="mt-2 flex items-center justify-between gap-4 border-t border-sand-200 pt-3">
              <dt className="font-medium text-stone-900">Total</dt>
              <dd className="font-serif text-xl text-brand-900 tabular-nums">
                {formatCharged(order)}
              </dd>
            </div>
            <NetPaid order={order} />
          </dl>
        </Section>
      </div>
    </OrderDialog>
  );
}
