/** The chart's figures as a table, folded away until asked for. */
import { formatMoney } from '@shop/shared';
import type { Dashboard, DashboardDay } from '../api/dashboard';
import { formatDay } from '../format';

type Currency = Dashboard['currency'];

export function SalesTable({ series, currency }: { series: DashboardDay[]; currency: Currency }) {
  return (
    <details className="mt-4 text-sm">
      <summary className="cursor-pointer font-medium text-brand-800">
        Show the figures as a table
      </summary>
      <div className="mt-3 max-h-80 overflow-auto">
        <table className="w-full text-left">
          <caption className="sr-only">Orders and revenue per day ({series.length} days)</caption>
          <thead className="sticky top-0 bg-white text-stone-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                Day
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                Orders
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Revenue ({currency})
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-sand-100">
            {series.map((d) => (
              <tr key={d.day}>
                <th scope="row" className="py-1.5 pr-4 font-normal">
                  {formatDay(d.day)}
                </th>
                <td className="py-1.5 pr-4 text-right tabular-nums">{d.orders}</td>
                <td className="py-1.5 text-right tabular-nums">
                  {formatMoney(d.revenue, currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** One sentence that says what the chart shows: totals and the best day. */
export function salesSummary(
  series: DashboardDay[],
  totals: { orders: number; revenue: number },
  currency: Currency,
) {
  const money = (amount: number) => formatMoney(amount, currency);
  const best = series.reduce<DashboardDay | null>(
    (top, d) => (d.revenue > (top?.revenue ?? 0) ? d : top),
    null,
  );
  const base = `${totals.orders} ${totals.orders === 1 ? 'order' : 'orders'} and ${money(totals.revenue)} in revenue over ${series.length === 1 ? 'one day' : `${series.length} days`}.`;
  return best ? `${base} Best day: ${formatDay(best.day)} with ${money(best.revenue)}.` : base;
}
