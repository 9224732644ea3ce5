/** The dashboard's side panels: orders per status, best sellers and products running low. */
import { formatMoney, ORDER_STATUS_LABELS, ORDER_STATUSES } from '@shop/shared';
import { Link } from 'react-router';
import type { Dashboard } from '../api/dashboard';
import { Panel } from '../components/page-header';

const rowLink = 'flex items-center justify-between gap-4 rounded-lg px-2 py-2 hover:bg-sand-50';

export function StatusCounts({ perStatus }: { perStatus: Dashboard['perStatus'] }) {
  return (
    <Panel title="Orders by status">
      <ul className="divide-y divide-sand-100">
        {ORDER_STATUSES.map((status) => (
          <li key={status}>
            <Link to={`/admin/orders?status=${status}`} className={rowLink}>
              <span>{ORDER_STATUS_LABELS[status]}</span>
              <span className="font-semibold tabular-nums">
                {perStatus.find((s) => s.status === status)?.count ?? 0}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

export function BestSellers({
  items,
  currency,
}: {
  items: Dashboard['bestSellers'];
  currency: Dashboard['currency'];
}) {
  return (
    <Panel title="Best sellers">
      {items.length === 0 ? (
        <p className="text-sm text-stone-600">No sales in this period yet.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-stone-600">
            <tr>
              <th scope="col" className="pb-2 font-medium">
                Product
              </th>
              <th scope="col" className="pb-2 pl-3 text-right font-medium">
                Units
              </th>
              <th scope="col" className="pb-2 pl-3 text-right font-medium">
                Revenue ({currency})
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-sand-100">
            {items.map((item) => (
              <tr key={`${item.productId}-${item.title}`}>
                <th scope="row" className="py-2 pr-2 font-normal">
                  {item.title}
                </th>
                <td className="py-2 text-right tabular-nums">{item.units}</td>
                <td className="py-2 pl-3 text-right tabular-nums">
                  {formatMoney(item.revenue, currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}

export function LowStock({ items }: { items: Dashboard['lowStock'] }) {
  return (
    <Panel
      title="Low stock"
      actions={
        <Link
          to="/admin/products?stock=low"
          className="text-sm font-medium text-brand-800 underline underline-offset-4"
        >
          View all
        </Link>
      }
    >
      {items.length === 0 ? (
        <p className="text-sm text-stone-600">Every product has more than 5 in stock.</p>
      ) : (
        <ul className="divide-y divide-sand-100">
          {items.map((item) => (
            <li key={item.variantId ?? item.id}>
              <Link to={`/admin/products/${item.id}`} className={rowLink}>
                <span className="min-w-0 truncate">
                  {item.variant ? `${item.title} — ${item.variant}` : item.title}
                </span>
                <span
                  className={`shrink-0 font-semibold whitespace-nowrap ${item.stock === 0 ? 'text-clay-600' : ''}`}
                >
                  {item.stock === 0 ? 'Out of stock' : `${item.stock} left`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
