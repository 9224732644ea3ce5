/**
 * /admin/abandoned-checkouts (issue 30, record 065): checkouts left unpaid for an hour in a period,
 * newest first: when, e-mail, value, whether the shopper asked for reminders, how many went out,
 * and the order that recovered it; the period's figures; and the reminder settings.
 */
import { abandonedQuerySchema, formatMoney, fromMinor } from '@shop/shared';
import { formatDateTime } from '../format';
import { PageHeader, Panel } from '../components/page-header';
import { PeriodPicker } from '../components/period-picker';
import { QueryStatus } from '../components/query-status';
import { lastDays, PERIOD_PRESETS, useCodPeriod } from '../cod/cod-period';
import { AbandonedCheckoutsCard } from './abandoned-checkouts-card';
import { useAbandonedCheckouts, type AbandonedCheckouts } from './api';
import { RecoverySettingsPanel } from './recovery-settings-panel';

const STOPPED: Record<string, string> = {
  paid: 'Paid',
  unsubscribed: 'Unsubscribed',
  cart_empty: 'Nothing left in stock',
};

export default function AbandonedCheckoutsPage() {
  const [period, setPeriod] = useCodPeriod();
  const list = useAbandonedCheckouts(period);
  return (
    <>
      <PageHeader title="Abandoned checkouts" description={`${period.from} to ${period.to}`} />
      <PeriodPicker
        key={`${period.from}/${period.to}`}
        presets={PERIOD_PRESETS}
        isCurrent={(days) => {
          const preset = lastDays(days);
          return preset.from === period.from && preset.to === period.to;
        }}
        onPreset={(days) => setPeriod(lastDays(days))}
        customCurrent={false}
        from={period.from}
        to={period.to}
        problemWith={(from, to) =>
          abandonedQuerySchema.safeParse({ from, to }).success && from <= to
            ? null
            : 'The start date must be before the end date'
        }
        onCustom={(from, to) => setPeriod({ from, to })}
      />
      <div className="space-y-6">
        <AbandonedCheckoutsCard range={period} />
        <Panel title="Checkouts">
          <QueryStatus
            isPending={list.isPending}
            error={list.error}
            retry={() => void list.refetch()}
            label="The abandoned checkouts"
          />
          {list.data && <CheckoutsTable data={list.data} />}
        </Panel>
        <RecoverySettingsPanel />
      </div>
    </>
  );
}

function CheckoutsTable({ data }: { data: AbandonedCheckouts }) {
  if (data.checkouts.length === 0)
    return <p className="text-sm text-stone-700">No checkout was abandoned in this period.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Abandoned checkouts, newest first</caption>
        <thead className="text-stone-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Abandoned
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              E-mail
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Value
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Reminders
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Sent
            </th>
            <th scope="col" className="py-2 font-medium">
              Recovered
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">
          {data.checkouts.map((c) => (
            <tr key={c.orderId}>
              <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(c.abandonedAt)}</td>
              <td className="py-2 pr-3 break-all">{c.email}</td>
              <td className="py-2 pr-3 text-right tabular-nums">
                {formatMoney(fromMinor(c.valueMinor), data.currency)}
              </td>
              <td className="py-2 pr-3">{c.consented ? 'Asked for' : 'Not asked for'}</td>
              <td className="py-2 pr-3 tabular-nums">{c.mailsSent}</td>
              <td className="py-2">
                {c.recoveredOrderNumber
                  ? `Yes, ${c.recoveredOrderNumber}`
                  : c.stoppedReason
                    ? (STOPPED[c.stoppedReason] ?? 'No')
                    : 'No'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
