/** /admin/activity: the audit log, who did what and when in the back office (issue 17). */
import { AUDIT_ACTIONS, type AuditAction } from '@shop/shared';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { useAccountDeletions, useAudit } from '../api/audit';
import { PageHeader } from '../components/page-header';
import { QueryStatus } from '../components/query-status';
import { formatDateTime } from '../format';

const isAction = (v: string | null): v is AuditAction => v !== null && v in AUDIT_ACTIONS;
const isDate = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

const field =
  'h-10 rounded-lg border border-sand-300 bg-white px-3 text-sm text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-700';

export default function ActivityPage() {
  const [params, setParams] = useSearchParams();
  const action = params.get('action');
  const filters = {
    action: isAction(action) ? action : undefined,
    from: isDate(params.get('from')),
    to: isDate(params.get('to')),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const audit = useAudit(filters);
  const set = (key: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    return `/admin/activity?${next}`;
  };
  const data = audit.data;

  return (
    <>
      <PageHeader
        title="Activity"
        description={data && `${data.total} ${data.total === 1 ? 'action' : 'actions'} recorded`}
      />
      <form
        aria-label="Filter activity"
        className="mb-4 flex flex-wrap items-end gap-3"
        onSubmit={(e) => e.preventDefault()}
      >
        <label className="flex flex-col gap-1 text-sm text-stone-700">
          Action
          <select
            className={field}
            value={filters.action ?? ''}
            onChange={(e) => set('action', e.target.value)}
          >
            <option value="">All actions</option>
            {Object.entries(AUDIT_ACTIONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm text-stone-700">
          From
          <input
            type="date"
            className={field}
            value={filters.from ?? ''}
            onChange={(e) => set('from', e.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm text-stone-700">
          To
          <input
            type="date"
            className={field}
            value={filters.to ?? ''}
            onChange={(e) => set('to', e.target.value)}
          />
        </label>
      </form>
      <QueryStatus
        isPending={audit.isPending}
        error={audit.error}
        retry={() => void audit.refetch()}
        label="Activity"
      />
      {data?.entries.length === 0 && (
        <p className="rounded-2xl border border-dashed border-sand-200 bg-white p-8 text-center text-stone-600">
          Nothing recorded for these filters.
        </p>
      )}
      {data && data.entries.length > 0 && (
        <div className="overflow-x-auto rounded-2xl border border-sand-200 bg-white shadow-sm">
          <table className="w-full text-sm" aria-busy={audit.isPlaceholderData || undefined}>
            <caption className="sr-only">Back-office activity, newest first</caption>
            <thead className="border-b border-sand-200 bg-sand-50/60">
              <tr>
                {['When', 'Who', 'What', 'Details'].map((h) => (
                  <th
                    key={h}
                    scope="col"
                    className="px-3 py-3 text-left font-medium text-stone-600"
                  >
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-100">
              {data.entries.map((e) => (
                <tr key={e.id} className="align-top">
                  <td className="px-3 py-2.5 whitespace-nowrap">
                    <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                  </td>
                  <td className="px-3 py-2.5">
                    {e.actor.name}
                    <span className="block text-xs text-stone-500">{e.actor.email}</span>
                  </td>
                  <th scope="row" className="px-3 py-2.5 text-left font-normal">
                    {AUDIT_ACTIONS[e.action as AuditAction] ?? e.action}
                    <span className="block font-mono text-xs break-all text-stone-500">
                      {e.route}
                      {e.target && ` · ${e.target}`}
                    </span>
                  </th>
                  <td className="px-3 py-2.5 text-xs break-all text-stone-700">
                    {Object.entries(e.detail)
                      .map(([k, v]) => `${k}: ${String(v)}`)
                      .join(' · ') || '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && (
        <Pagination
          page={filters.page}
          pageCount={Math.ceil(data.total / data.pageSize)}
          hrefFor={hrefFor}
        />
      )}
      <DeletedAccounts />
    </>
  );
}

/** Customers who deleted their accounts: when, and what was kept for the accounts. */
function DeletedAccounts() {
  const deletions = useAccountDeletions();
  const list = deletions.data?.deletions;
  return (
    <section aria-labelledby="deleted-accounts" className="mt-10">
      <h2 id="deleted-accounts" className="font-serif text-xl text-brand-900">
        Deleted accounts
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Customers who deleted their accounts. Their orders stay, without personal details; tax
        invoices keep the buyer as the law requires.
      </p>
      {list?.length === 0 && <p className="mt-3 text-sm text-stone-600">None so far.</p>}
      {list && list.length > 0 && (
        <ul className="mt-3 divide-y divide-sand-100 rounded-2xl border border-sand-200 bg-white text-sm">
          {list.map((d) => (
            <li key={d.id} className="flex flex-wrap justify-between gap-2 px-4 py-3">
              <time dateTime={d.deletedAt}>{formatDateTime(d.deletedAt)}</time>
              <span className="text-stone-700">
                {d.ordersKept} {d.ordersKept === 1 ? 'order' : 'orders'} kept · {d.reviewsCount}{' '}
                {d.reviewsCount === 1 ? 'review' : 'reviews'} {d.reviews}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
