/**
 * The dashboard's conversion funnel (issue 30, record 063): for the dashboard's period, each step
 * from visits to paid with the rate from the step before, the same by device and by source, and
 * the products most bought for how often they were viewed. Counted on the shop's own server, with
 * no third-party script, IP address or fingerprint.
 */
import type { FunnelResponse, FunnelStep } from '@shop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_KEY } from '../api/invalidate';
import { Panel } from '../components/page-header';
import { QueryStatus } from '../components/query-status';

const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });
const count = new Intl.NumberFormat('en-IN');
const rateText = (rate: number | null) => (rate === null ? '–' : percent.format(rate));
const DEVICE_LABELS: Record<string, string> = {
  phone: 'Phone',
  tablet: 'Tablet',
  desktop: 'Desktop',
  unknown: 'Unknown',
};

function useFunnel(range: { from: string; to: string }) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'funnel', range],
    queryFn: () => api<FunnelResponse>('/api/admin/funnel', { query: range }),
    placeholderData: keepPreviousData,
  });
}

export function FunnelPanel({ range }: { range: { from: string; to: string } }) {
  const funnel = useFunnel(range);
  const data = funnel.data;
  return (
    <Panel title="Conversion funnel">
      <QueryStatus
        isPending={funnel.isPending}
        error={funnel.error}
        retry={() => void funnel.refetch()}
        label="The funnel"
      />
      {data && (
        <div className="space-y-6">
          <Steps steps={data.steps} />
          <Breakdown
            caption="By device"
            rows={data.byDevice.map((d) => ({
              name: DEVICE_LABELS[d.device] ?? d.device,
              steps: d.steps,
            }))}
          />
          <Breakdown
            caption="By source (utm_source, else the referring site)"
            rows={data.bySource.map((s) => ({ name: s.source, steps: s.steps }))}
          />
          <TopProducts items={data.topProducts} />
          <p className="text-xs text-stone-600">
            Counted by the shop itself in {data.timeZone} days: no third-party script, no IP
            address. Visitors who did not allow a visitor id are counted without one.
            {data.dropped > 0 &&
              ` ${count.format(data.dropped)} events were dropped at busy moments.`}
          </p>
        </div>
      )}
    </Panel>
  );
}

function Steps({ steps }: { steps: FunnelStep[] }) {
  const first = steps[0]?.count ?? 0;
  return (
    <ol className="space-y-3" aria-label="Funnel steps">
      {steps.map((step) => (
        <li key={step.kind} className="text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span>{step.label}</span>
            <span className="tabular-nums">
              <strong>{count.format(step.count)}</strong>
              {step.rate !== null && (
                <span className="text-stone-600"> · {rateText(step.rate)} of the step before</span>
              )}
            </span>
          </div>
          <span aria-hidden="true" className="mt-1 block h-2.5 rounded-full bg-sand-100">
            <span
              className="block h-full rounded-full bg-brand-600"
              style={{ width: percent.format(first > 0 ? Math.min(1, step.count / first) : 0) }}
            />
          </span>
        </li>
      ))}
    </ol>
  );
}

function Breakdown({
  caption,
  rows,
}: {
  caption: string;
  rows: { name: string; steps: FunnelStep[] }[];
}) {
  const header = rows[0]?.steps ?? [];
  return (
    // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too (axe asks so).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="mb-2 text-left font-medium text-brand-900">{caption}</caption>
        <thead className="text-stone-600">
          <tr>
            <th scope="col" className="pb-2 font-medium">
              {caption.startsWith('By device') ? 'Device' : 'Source'}
            </th>
            {header.map((s) => (
              <th key={s.kind} scope="col" className="pb-2 pl-3 text-right font-medium">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-100">
          {rows.length === 0 && (
            <tr>
              <td className="py-2 text-stone-600">No visits in this period yet.</td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" className="py-2 pr-2 font-normal break-all">
                {row.name}
              </th>
              {row.steps.map((s) => (
                <td key={s.kind} className="py-2 pl-3 text-right tabular-nums">
                  {count.format(s.count)}
                  {s.rate !== null && (
                    <span className="block text-xs text-stone-600">{rateText(s.rate)}</span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TopProducts({ items }: { items: FunnelResponse['topProducts'] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left font-medium text-brand-900">
        Top products by views to purchase
      </caption>
      <thead className="text-stone-600">
        <tr>
          <th scope="col" className="pb-2 font-medium">
            Product
          </th>
          <th scope="col" className="pb-2 pl-3 text-right font-medium">
            Views
          </th>
          <th scope="col" className="pb-2 pl-3 text-right font-medium">
            Purchases
          </th>
          <th scope="col" className="pb-2 pl-3 text-right font-medium">
            Rate
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-sand-100">
        {items.length === 0 && (
          <tr>
            <td colSpan={4} className="py-2 text-stone-600">
              No product views in this period yet.
            </td>
          </tr>
        )}
        {items.map((item) => (
          <tr key={item.productId}>
            <th scope="row" className="py-2 pr-2 font-normal">
              {item.title}
            </th>
            <td className="py-2 pl-3 text-right tabular-nums">{count.format(item.views)}</td>
            <td className="py-2 pl-3 text-right tabular-nums">{count.format(item.purchases)}</td>
            <td className="py-2 pl-3 text-right tabular-nums">{rateText(item.rate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
