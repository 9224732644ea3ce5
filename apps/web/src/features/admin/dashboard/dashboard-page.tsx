/**
 * /admin: how the shop is doing over a window of days (7, 30 or 90, or a custom range, kept in
 * the URL): revenue, refunds and net in the shop currency, and the orders as a CSV file. The
 * server counts the days in the shop's time zone and every order at the rate it recorded.
 */
import { DASHBOARD_PRESETS, formatMoney } from '@shop/shared';
import { Link, useSearchParams } from 'react-router';
import { ordersCsvUrl, useDashboard, type Dashboard, type DashboardWindow } from '../api/dashboard';
import { PageHeader, Panel } from '../components/page-header';
import { PeriodPicker } from '../components/period-picker';
import { QueryStatus } from '../components/query-status';
import { BestSellers, LowStock, StatusCounts } from './dashboard-lists';
import { FunnelPanel } from './funnel-panel';
import { AbandonedCheckoutsCard } from '../abandoned-checkouts/abandoned-checkouts-card';
import { SalesChart } from './sales-chart';
import { salesSummary, SalesTable } from './sales-table';

function useWindow(): [DashboardWindow, (w: DashboardWindow) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const days = Number(params.get('days')) || undefined;
  const window: DashboardWindow = from && to ? { from, to } : { days: days ?? 30 };
  const set = (w: DashboardWindow) =>
    setParams(w.from && w.to ? { from: w.from, to: w.to } : { days: String(w.days ?? 30) }, {
      replace: true,
    });
  return [window, set];
}

export default function DashboardPage() {
  const [window, setWindow] = useWindow();
  const dashboard = useDashboard(window);
  const data = dashboard.data;
  const described = window.from ? `${window.from} to ${window.to}` : `The last ${window.days} days`;
  return (
    <>
      <PageHeader title="Dashboard" description={described} />
      <PeriodPicker
        presets={DASHBOARD_PRESETS}
        isCurrent={(days) => !window.from && window.days === days}
        onPreset={(days) => setWindow({ days })}
        customCurrent={Boolean(window.from)}
        from={window.from ?? ''}
        to={window.to ?? ''}
        problemWith={(from, to) =>
          !from || !to
            ? 'Give both a start and an end date'
            : from > to
              ? 'The start date must be before the end date'
              : null
        }
        onCustom={(from, to) => setWindow({ from, to })}
      />
      <QueryStatus
        isPending={dashboard.isPending}
        error={dashboard.error}
        retry={() => void dashboard.refetch()}
        label="The dashboard"
      />
      {data && (
        <div className="space-y-6">
          <Totals data={data} />
          <p className="text-sm">
            <a
              href={ordersCsvUrl(data.range)}
              download
              className="font-medium text-brand-800 underline underline-offset-2"
            >
              Export these orders (CSV)
            </a>
            <span className="text-stone-600">
              {' '}
              · Every figure in {data.currency}: each order at the rate of the day it was placed.
            </span>
          </p>
          <Panel title="Revenue and orders per day">
            <p className="mb-4 text-sm text-stone-700">
              {salesSummary(data.series, data.totals, data.currency)}
            </p>
            <SalesChart series={data.series} currency={data.currency} />
            <p aria-hidden="true" className="mt-2 flex gap-4 text-xs text-stone-600">
              <span className="inline-flex items-center gap-1.5">
                <span className="size-3 rounded-sm bg-brand-600" /> Revenue ({data.currency})
              </span>
              <span className="inline-flex items-center gap-1.5">
                <span className="h-0.5 w-4 bg-clay-500" /> Orders
              </span>
            </p>
            <SalesTable series={data.series} currency={data.currency} />
          </Panel>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <StatusCounts perStatus={data.perStatus} />
            <BestSellers items={data.bestSellers} currency={data.currency} />
            <LowStock items={data.lowStock} />
          </div>
          <FunnelPanel range={data.range} />
          <AbandonedCheckoutsCard range={data.range} />
        </div>
      )}
    </>
  );
}

/** The window's totals in the shop currency, and what needs the owner's eye. */
function Totals({ data }: { data: Dashboard }) {
  const money = (amount: number) => formatMoney(amount, data.currency);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <Stat label={`Revenue (${data.currency})`} value={money(data.totals.revenue)} />
      <Stat label={`Refunds (${data.currency})`} value={money(data.totals.refunds)} />
      <Stat label={`Discounts (${data.currency})`} value={money(data.totals.discounts)} />
      <Stat label={`Net (${data.currency})`} value={money(data.totals.net)} />
      <Stat label="Orders" value={String(data.totals.orders)} />
      <Stat label="Unread messages" value={String(data.unreadMessages)} to="/admin/messages" />
      <Stat label="Low stock" value={String(data.lowStock.length)} to="/admin/products?stock=low" />
    </dl>
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
