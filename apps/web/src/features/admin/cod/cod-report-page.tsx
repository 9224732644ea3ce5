/**
 * /admin/cod/report: cash on delivery over a period (issue 27): its share of the orders by count
 * and value, and how often its parcels came back (RTO), by state and PIN code.
 */
import { codReportQuerySchema, formatMoney, fromMinor } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { useCodReport, type CodReport } from '../api/cod';
import { PageHeader } from '../components/page-header';
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
      <PeriodPicker period={period} onChange={setPeriod} />
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

type Period = { from: string; to: string };

function PeriodPicker({ period, onChange }: { period: Period; onChange: (p: Period) => void }) {
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [problem, setProblem] = useState<string | null>(null);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const checked = codReportQuerySchema.safeParse({ from, to });
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? 'Check the dates');
    setProblem(null);
    onChange(checked.data);
  };
  const choose = (days: number) => {
    const next = lastDays(days);
    setFrom(next.from);
    setTo(next.to);
    setProblem(null);
    onChange(next);
  };
  const chip = (active: boolean) =>
    `rounded-full px-3 py-1.5 text-sm ring-1 ${
      active ? 'bg-brand-700 text-sand-50 ring-brand-700' : 'bg-white text-brand-900 ring-sand-300'
    }`;
  return (
    <div className="mb-6 flex flex-wrap items-end gap-3">
      <div role="group" aria-label="Period" className="flex flex-wrap gap-2">
        {PERIOD_PRESETS.map((days) => {
          const active = lastDays(days).from === period.from && lastDays(days).to === period.to;
          return (
            <button
              key={days}
              type="button"
              aria-pressed={active}
              onClick={() => choose(days)}
              className={chip(active)}
            >
              {days} days
            </button>
          );
        })}
      </div>
      <form
        noValidate
        onSubmit={apply}
        aria-label="Custom period"
        className="flex flex-wrap items-end gap-2"
      >
        <label className="text-sm">
          <span className="block text-stone-700">From</span>
          <input
            type="date"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            className="rounded-lg border border-sand-300 px-2 py-1.5"
          />
        </label>
        <label className="text-sm">
          <span className="block text-stone-700">To</span>
          <input
            type="date"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            className="rounded-lg border border-sand-300 px-2 py-1.5"
          />
        </label>
        <button type="submit" className={chip(false)}>
          Show
        </button>
        {problem && (
          <p role="alert" className="w-full text-sm text-clay-700">
            {problem}
          </p>
        )}
      </form>
    </div>
  );
}
