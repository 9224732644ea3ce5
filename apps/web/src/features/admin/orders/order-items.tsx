/**
 * What was bought and what it came to, in the currency it was charged in (every amount of the
 * order is in it, record 036), with the GST its prices include (older orders: tax added on top).
 */
import { formatMoney, fromMinor, lineOptions, toMinor } from '@shop/shared';
import { Link } from 'react-router';
import type { AdminOrder } from '../api/orders';

export function OrderItems({ order }: { order: AdminOrder }) {
  const money = (amount: number) => formatMoney(amount, order.charged.currency);
  const rows: [string, number][] = [
    ['Subtotal', order.subtotalPrice],
    // The method paid for names the row: "Shipping (Express)".
    [
      order.shippingMethod ? `Shipping (${order.shippingMethod.name})` : 'Shipping',
      order.shippingPrice,
    ],
    [order.taxIncluded ? 'Includes GST' : 'Tax', order.taxPrice],
    ...(order.discountPrice > 0 ? [['Discount', -order.discountPrice] as [string, number]] : []),
  ];
  return (
    <>
      <ul className="divide-y divide-sand-100">
        {order.orderItems.map((item, index) => (
          <li
            key={item.lineId ?? `${item.id}-${index}`}
            className="flex items-start justify-between gap-4 py-3 text-sm"
          >
            <div className="min-w-0">
              <Link
                to={`/admin/products/${item.id}`}
                className="font-medium text-brand-900 hover:underline"
              >
                {item.title}
              </Link>
              <p className="text-stone-600">
                {item.quantity} × {money(item.price)}
                {lineOptions(item) ? ` · ${lineOptions(item)}` : ''}
              </p>
              {item.sku && <p className="text-xs text-stone-600">SKU {item.sku}</p>}
            </div>
            <p className="shrink-0 tabular-nums">
              {money(fromMinor(toMinor(item.price) * item.quantity))}
            </p>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1.5 border-t border-sand-200 pt-3 text-sm">
        {rows.map(([label, amount]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-stone-600">{label}</dt>
            <dd className="tabular-nums">{amount < 0 ? `−${money(-amount)}` : money(amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 pt-1 text-base font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums">{money(order.totalPrice)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-stone-700">
          <dt>Charged</dt>
          <dd className="tabular-nums">
            {formatMoney(order.charged.amount, order.charged.currency)}
          </dd>
        </div>
      </dl>
    </>
  );
}
