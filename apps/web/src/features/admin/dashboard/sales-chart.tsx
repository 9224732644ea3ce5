/**
 * Revenue (bars) and orders (line) per day. The drawing is for sighted users; the summary above
 * it and the table below carry the same figures for everyone.
 */
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney } from '@shop/shared';
import type { Dashboard, DashboardDay } from '../api/dashboard';
import { formatDay } from '../format';

const BRAND = '#4a6a55';
const CLAY = '#c0714f';

export function SalesChart({
  series,
  currency,
}: {
  series: DashboardDay[];
  currency: Dashboard['currency'];
}) {
  const data = series.map((d) => ({ ...d, label: formatDay(d.day) }));
  return (
    <div aria-hidden="true" className="h-72 w-full" data-testid="sales-chart">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={data}
          margin={{ top: 8, right: 4, bottom: 0, left: 4 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="#eadfcb" vertical={false} />
          <XAxis
            dataKey="label"
            tick={{ fontSize: 12, fill: '#57534e' }}
            interval="preserveStartEnd"
            minTickGap={24}
          />
          <YAxis
            yAxisId="revenue"
            tick={{ fontSize: 12, fill: '#57534e' }}
            tickFormatter={(v: number) => formatMoney(v, currency)}
            width={72}
          />
          <YAxis
            yAxisId="orders"
            orientation="right"
            allowDecimals={false}
            tick={{ fontSize: 12, fill: '#57534e' }}
            width={32}
          />
          <Tooltip
            formatter={(value, name) =>
              name === 'Revenue' ? formatMoney(Number(value), currency) : String(value)
            }
          />
          <Bar
            yAxisId="revenue"
            dataKey="revenue"
            name="Revenue"
            fill={BRAND}
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
          <Line
            yAxisId="orders"
            dataKey="orders"
            name="Orders"
            stroke={CLAY}
            strokeWidth={2}
            dot={false}
            type="linear"
            // Drawn whole at once: an animated line looks cut short until it ends.
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
