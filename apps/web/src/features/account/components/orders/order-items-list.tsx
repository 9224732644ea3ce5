/** An order's lines: title, options and SKU (or colour), quantity and unit price in the order's currency. */
import type { Order } from '../../api/get-orders';
import { OrderLineDetail } from '../../../../components/order/order-line-detail';
import { orderMoney } from './order-format';

export function OrderItemsList({ order }: { order: Order }) {
  const money = orderMoney(order);
  return (
    <ul className="divide-y divide-sand-200">
      {order.orderItems.map((item, index) => (
        <li
          key={`${item.id}-${item.variantId ?? item.selectedColor ?? ''}-${index}`}
          className="flex items-start justify-between gap-4 py-3 text-sm"
        >
          <div className="min-w-0">
            <p className="font-medium break-words text-stone-900">{item.title}</p>
            <p className="mt-0.5 text-stone-600">
              Quantity: {item.quantity}
              <OrderLineDetail line={item} />
            </p>
          </div>
          <p className="shrink-0 text-stone-800 tabular-nums">
            <span className="sr-only">Price: </span>
            {money(item.price)}
          </p>
        </li>
      ))}
    </ul>
  );
}
