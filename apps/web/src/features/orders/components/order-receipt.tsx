/**
 * The placed order as a receipt: lines with unit and line prices, totals, address, payment,
 * delivery. Each discount is named on its own line ("FESTIVE10 -₹150"), and what gift cards and
 * store credit paid comes off before the total charged (issue 28); older orders name one discount.
 */
import { giftCardLabel } from '@shop/shared';
import { OrderLineDetail } from '../../../components/order/order-line-detail';
import { ShippingAddress } from '../../../components/order/shipping-address';
import { formatCharged, formatDay, formatOrderDate, orderMoney } from '../../../lib/order-format';
import type { OrderConfirmation } from '../api/get-order-confirmation';
import { OrderSection as Section } from './order-section';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-4 py-1">
      <dt className={strong ? 'font-medium text-stone-900' : 'text-stone-600'}>{label}</dt>
      <dd
        className={`tabular-nums ${strong ? 'font-serif text-xl text-brand-900' : 'text-stone-800'}`}
      >
        {value}
      </dd>
    </div>
  );
}

function paymentState(order: OrderConfirmation): string {
  if (order.cod?.outcome === 'collected') return `Paid ${formatCharged(order)} on delivery`;
  if (order.cod?.outcome === 'returned_to_origin') return 'Not delivered: nothing to pay.';
  if (order.cod) return `Pay on delivery: ${formatCharged(order)} to the courier`;
  switch (order.paymentStatus) {
    case 'paid':
      return `Paid ${formatCharged(order)}`;
    case 'refund_due':
      return 'A refund is due for this order.';
    case 'refunded':
      return 'Refunded to your original payment method (7-10 business days).';
    default:
      return 'Your payment has not been confirmed yet.';
  }
}

export function OrderReceipt({ order }: { order: OrderConfirmation }) {
  const money = orderMoney(order);
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_22rem]">
      <Section title="Items">
        <ul className="divide-y divide-sand-200 text-sm">
          {order.lines.map((line, index) => (
            <li
              key={`${line.id}-${line.variantId ?? line.selectedColor ?? ''}-${index}`}
              className="flex items-start justify-between gap-4 py-3"
            >
              <div className="min-w-0">
                <p className="font-medium break-words text-stone-900">{line.title}</p>
                <p className="mt-0.5 text-stone-600">
                  {line.quantity} × {money(line.unitPrice)}
                  <OrderLineDetail line={line} />
                </p>
              </div>
              <p className="shrink-0 text-stone-800 tabular-nums">
                <span className="sr-only">Line total: </span>
                {money(line.linePrice)}
              </p>
            </li>
          ))}
        </ul>
        <dl className="mt-3 border-t border-sand-200 pt-3 text-sm">
          <Row label="Subtotal" value={money(order.subtotalPrice)} />
          <Row label="Shipping" value={money(order.shippingPrice)} />
          {order.taxIncluded ? (
            <Row
              label={order.taxPrice > 0 ? 'Includes GST' : 'GST (export)'}
              value={order.taxPrice > 0 ? money(order.taxPrice) : 'None'}
            />
          ) : (
            <Row label="Tax" value={money(order.taxPrice)} />
          )}
          {order.cod && order.cod.fee > 0 && (
            <Row label="Cash-on-delivery fee" value={money(order.cod.fee)} />
          )}
          {order.discounts.length > 0
            ? order.discounts.map((discount) => (
                <Row
                  key={`${discount.code ?? ''}|${discount.name}`}
                  label={discount.code ? discount.code.toUpperCase() : discount.name}
                  value={`-${money(discount.amount)}`}
                />
              ))
            : order.discountPrice > 0 && (
                <Row label="Discount" value={`-${money(order.discountPrice)}`} />
              )}
          {order.giftCards.map((card) => (
            <Row
              key={card.last4}
              label={giftCardLabel(card.last4)}
              value={`-${money(card.amount)}`}
            />
          ))}
          {order.storeCredit > 0 && (
            <Row label="Store credit" value={`-${money(order.storeCredit)}`} />
          )}
          <Row label="Total" value={formatCharged(order)} strong />
        </dl>
      </Section>
      <div className="space-y-6">
        <Section title="Order">
          <dl className="text-sm">
            <Row label="Placed on" value={formatOrderDate(order.createdDate)} />
            <Row label="Status" value={order.orderStatus} />
            {order.refunds.length > 0 && <Row label="Net paid" value={money(order.netPaid)} />}
            {order.shippingMethod && <Row label="Shipping method" value={order.shippingMethod} />}
            <Row
              label="Estimated delivery"
              value={
                order.earliestDate &&
                formatDay(order.earliestDate) !== formatDay(order.estimatedDate)
                  ? `${formatDay(order.earliestDate)} - ${formatDay(order.estimatedDate)}`
                  : formatDay(order.estimatedDate)
              }
            />
          </dl>
        </Section>
        {order.buyerGstin && (
          <Section title="Business">
            <dl className="text-sm">
              {order.businessName && <Row label="Name" value={order.businessName} />}
              <Row label="GSTIN" value={order.buyerGstin} />
            </dl>
          </Section>
        )}
        <Section title="Shipping address">
          <ShippingAddress address={order.shippingAddress} />
        </Section>
        <Section title="Payment">
          <p className="text-sm text-stone-800">
            {order.cod ? 'Cash on delivery' : order.paymentMethod}
          </p>
          <p className="mt-1 text-sm text-stone-600">{paymentState(order)}</p>
        </Section>
      </div>
    </div>
  );
}
