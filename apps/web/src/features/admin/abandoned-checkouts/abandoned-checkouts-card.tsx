/**
 * The dashboard's cart-reminder card (issue 30, record 065): for the dashboard's period, the
 * checkouts abandoned, reminders mailed, and orders recovered after one with their value.
 */
import { formatMoney, fromMinor } from '@shop/shared';
import { Link } from 'react-router';
import { Panel } from '../components/page-header';
import { QueryStatus } from '../components/query-status';
import { useAbandonedCheckouts } from './api';

const count = new Intl.NumberFormat('en-IN');

export function AbandonedCheckoutsCard({ range }: { range: { from: string; to: string } }) {
  const abandoned = useAbandonedCheckouts(range);
  const data = abandoned.data;
  return (
    <Panel title="Abandoned checkouts">
      <QueryStatus
        isPending={abandoned.isPending}
        error={abandoned.error}
        retry={() => void abandoned.refetch()}
        label="The abandoned checkouts"
      />
      {data && (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Figure label="Abandoned" value={count.format(data.summary.abandoned)} />
            <Figure label="Reminders sent" value={count.format(data.summary.mailsSent)} />
            <Figure label="Recovered orders" value={count.format(data.summary.recoveredOrders)} />
            <Figure
              label={`Recovered revenue (${data.currency})`}
              value={formatMoney(fromMinor(data.summary.recoveredRevenueMinor), data.currency)}
            />
          </dl>
          <p className="mt-3 text-sm">
            <Link
              to={`/admin/abandoned-checkouts?from=${data.range.from}&to=${data.range.to}`}
              className="font-medium text-brand-800 underline underline-offset-2"
            >
              See the abandoned checkouts
            </Link>
          </p>
        </>
      )}
    </Panel>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="mt-1 font-serif text-2xl text-brand-900 tabular-nums">{value}</dd>
    </div>
  );
}
