/** The order's side panels: customer, delivery address, payment ids and shipping. */
import { COD_PAYMENT_METHOD } from '@shop/shared';
import type { ReactNode } from 'react';
import type { AdminOrder } from '../api/orders';
import { PaymentBadge } from '../components/badge';
import { Panel } from '../components/page-header';
import { formatDate } from '../format';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="space-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-[8rem_minmax(0,1fr)] gap-2">
          <dt className="text-stone-600">{label}</dt>
          <dd className="break-words text-stone-900">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CustomerPanel({ order }: { order: AdminOrder }) {
  const a = order.shippingAddress;
  return (
    <Panel title="Customer">
      <Facts
        rows={[
          ['Name', order.customer?.name],
          ['Account e-mail', order.customer?.email],
          // A business buyer (issue 27): what its tax invoice names as the recipient.
          ...(order.buyerGstin
            ? ([
                ['Business name', order.businessName],
                ['GSTIN', <code key="g">{order.buyerGstin}</code>],
              ] as [string, ReactNode][])
            : []),
        ]}
      />
      <h3 className="mt-5 mb-2 text-sm font-semibold text-stone-900">Shipping address</h3>
      <address className="text-sm leading-6 text-stone-800 not-italic">
        {a.name}
        <br />
        {a.address}
        <br />
        {[a.city, a.state, a.zipCode].filter(Boolean).join(', ')}
        <br />
        {a.country}
        {a.number && (
          <>
            <br />
            {a.number}
          </>
        )}
      </address>
      {order.notes && (
        <>
          <h3 className="mt-5 mb-1 text-sm font-semibold text-stone-900">Order notes</h3>
          <p className="text-sm break-words text-stone-800">{order.notes}</p>
        </>
      )}
    </Panel>
  );
}

export function PaymentPanel({ order }: { order: AdminOrder }) {
  return (
    <Panel title="Payment">
      <Facts
        rows={[
          ['Status', <PaymentBadge key="s" status={order.paymentStatus} />],
          [
            'Method',
            order.paymentMethod === COD_PAYMENT_METHOD ? 'Cash on delivery' : order.paymentMethod,
          ],
          ['Gateway', order.gateway],
          [
            'Gateway order',
            <code key="o" className="text-xs">
              {order.gatewayOrderId}
            </code>,
          ],
          [
            'Payment id',
            <code key="p" className="text-xs">
              {order.gatewayPaymentId}
            </code>,
          ],
          ...(order.refundReason
            ? [['Refund reason', order.refundReason] as [string, ReactNode]]
            : []),
        ]}
      />
    </Panel>
  );
}

export function ShippingPanel({ order }: { order: AdminOrder }) {
  return (
    <Panel title="Shipping">
      <Facts
        rows={[
          ['Method', order.shippingMethod?.name],
          ['Tracking number', order.track.trackingNumber],
          ['Estimated delivery', formatDate(order.track.estimatedDate)],
        ]}
      />
    </Panel>
  );
}
