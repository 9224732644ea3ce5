/** /admin/subscribers: who receives the newsletter, and the list as a CSV file. */
import { Download } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { SUBSCRIBERS_CSV_URL, useSubscribers } from '../api/inbox';
import { PageHeader } from '../components/page-header';
import { QueryStatus } from '../components/query-status';
import { formatDateTime } from '../format';

export default function SubscribersPage() {
  const subscribers = useSubscribers();
  const list = subscribers.data;
  return (
    <>
      <PageHeader
        title="Subscribers"
        description={list && `${list.length} ${list.length === 1 ? 'subscriber' : 'subscribers'}`}
        actions={
          <a
            href={SUBSCRIBERS_CSV_URL}
            download
            className={buttonClasses({ variant: 'secondary' })}
          >
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </a>
        }
      />
      <QueryStatus
        isPending={subscribers.isPending}
        error={subscribers.error}
        retry={() => void subscribers.refetch()}
        label="Subscribers"
      />
      {list?.length === 0 && (
        <p className="rounded-2xl border border-dashed border-sand-200 bg-white p-8 text-center text-stone-600">
          No subscribers yet.
        </p>
      )}
      {list && list.length > 0 && (
        <div className="overflow-x-auto rounded-2xl border border-sand-200 bg-white shadow-sm">
          <table className="w-full text-sm">
            <caption className="sr-only">Newsletter subscribers</caption>
            <thead className="border-b border-sand-200 bg-sand-50/60">
              <tr>
                <th scope="col" className="px-3 py-3 text-left font-medium text-stone-600">
                  E-mail
                </th>
                <th scope="col" className="px-3 py-3 text-left font-medium text-stone-600">
                  Subscribed
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-100">
              {list.map((s) => (
                <tr key={s.email}>
                  <th scope="row" className="px-3 py-2.5 text-left font-normal break-all">
                    {s.email}
                  </th>
                  <td className="px-3 py-2.5 whitespace-nowrap">
                    {formatDateTime(s.subscribedAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
