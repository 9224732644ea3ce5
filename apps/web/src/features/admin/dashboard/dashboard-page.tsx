/** /admin: how the shop is doing over the last 30 days. */
import { Link } from 'react-router';
import { useDashboard } from '../api/dashboard';
import { PageHeader, Panel } from '../components/page-header';
import { QueryStatus } from '../components/query-status';
import { formatUsd } from '../format';
import { BestSellers, LowStock, StatusCounts } from './dashboard-lists';
import { SalesChart } from './sales-chart';
import { salesSummary, SalesTable } from './sales-table';

export default function DashboardPage() {
  const dashboard = useDashboard();
  const data = dashboard.data;
  return (
    <>
      <PageHeader title="Dashboard" description="The last 30 days" />
      <QueryStatus
        isPending={dashboard.isPending}
        error={dashboard.error}
        retry={() => void dashboard.refetch()}
        label="The dashboard"
      />
      {data && (
        <div className="space-y-6">
          <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            <Stat label="Revenue" value={formatUsd(data.totals.revenue)} />
            <Stat label="Orders" value={String(data.totals.orders)} />
            <Stat
              label="Unread messages"
              value={String(data.unreadMessages)}
              to="/admin/messages"
            />
            <Stat
              label="Low stock"
              value={String(data.lowStock.length)}
              to="/admin/products?stock=low"
            />
          </dl>
          <Panel title="Revenue and orders per day">
            <p className="mb-4 text-sm text-stone-700">{salesSummary(data.series, data.totals)}</p>
            <SalesChart series={data.series} />
            <p aria-hidden="true" className="mt-2 flex gap-4 text-xs text-stone-600">
              <span className="inline-flex items-center gap-1.5">
                <span className="size-3 rounded-sm bg-brand-600" /> Revenue (USD)
              </span>
              <span className="inline-flex items-center gap-1.5">
                <span className="h-0.5 w-4 bg-clay-500" /> Orders
              </span>
            </p>
            <SalesTable series={data.series} />
          </Panel>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <StatusCounts perStatus={data.perStatus} />
            <BestSellers items={data.bestSellers} />
            <LowStock items={data.lowStock} />
          </div>
        </div>
      )}
    </>
  );
}

function Stat({ label, value, to }: { label: string; value: string; to?: string }) {
  return (
    <div className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-5">
      <dt className="text-sm text-stone-600">
        {to ? (
          <Link
            to={to}
            className="underline decoration-sand-200 underline-offset-4 hover:text-brand-800"
          >
            {label}
          </Link>
        ) : (
          label
        )}
      </dt>
      <dd className="mt-1 font-serif text-2xl text-brand-900 tabular-nums sm:text-3xl">{value}</dd>
    </div>
  );
}
