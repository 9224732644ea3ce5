/**
 * /admin/cod/report: cash on delivery over a period (issue 27): its share of the orders by count
 * and value, and how often its parcels came back (RTO), by state and PIN code.
 */
import { codReportQuerySchema, formatMoney, fromMinor } from '@shop/shared';
import { useCodReport, type CodReport } from '../api/cod';
import { PageHeader } from '../components/page-header';
import { PeriodPicker } from '../components/period-picker';
import { QueryStatus } from '../components/query-status';
import { lastDays, PERIOD_PRESETS, useCodPeriod } from './cod-period';
import { RtoTable, share } from './cod-report-tables';

export default function CodReportPage() {
  const [period, setPeriod] = useCodPeriod();
  const report = useCodReport(period);
  return (
    <>
      <PageHeader
        title="COD report"
        back={{ to: '/admin/cod', label: 'Cash on delivery' }}
        description={`${period.from} to ${period.to}`}
      />
      <PeriodPicker
        // The custom fields follow a preset: a new one starts them again.
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
        problemWith={(from, to) => {
          const checked = codReportQuerySchema.safeParse({ from, to });
          return checked.success ? null : (checked.error.issues[0]?.message ?? 'Check the dates');
        }}
        onCustom={(from, to) => setPeriod({ from, to })}
      />
      <QueryStatus
        isPending={report.isPending}
        error={report.error}
        retry={() => void report.refetch()}
        label="The COD report"
      />
      {report.data && <ReportBody data={report.data} />}
    </>
  );
}

function ReportBody({ data }: { data: CodReport }) {
  const money = (paise: number) => formatMoney(fromMinor(paise), data.currency);
  const { orders, rto } = data;
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
        <Stat
          label="COD orders"
          value={share.format(orders.countShare)}
          detail={`${orders.codCount} of ${orders.count} orders`}
        />
        <Stat
          label={`COD value (${data.currency})`}
          value={share.format(orders.valueShare)}
          detail={`${money(orders.codValue)} of ${money(orders.value)}`}
        />
        <Stat
          label="Returned to origin"
          value={share.format(rto.rtoRate)}
          detail={`${rto.returned} of ${rto.settled} delivered or returned`}
        />
      </dl>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <RtoTable title="RTO by state" keyLabel="State" rows={rto.byState} />
        <RtoTable title="RTO by PIN code" keyLabel="PIN code" rows={rto.byPincode} />
      </div>
    </div>
  );
}

function Stat({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-5">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="mt-1 font-serif text-2xl text-brand-900 tabular-nums sm:text-3xl">{value}</dd>
      <dd className="mt-1 text-sm text-stone-700">{detail}</dd>
    </div>
  );
}
