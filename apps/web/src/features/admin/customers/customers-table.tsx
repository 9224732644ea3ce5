/** The customer list: who (opens their page), phone, orders, spend, last order, COD returns. */
import type { CustomerRow } from '@shop/shared';
import { Link } from 'react-router';
import { Badge } from '../components/badge';
import { formatDate } from '../format';
import { money } from './customer-words';

const th = 'px-3 py-3 text-left font-medium text-stone-600';

export function CustomersTable({
  customers,
  currency,
}: {
  customers: CustomerRow[];
  currency: string;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-sand-200 bg-white shadow-sm">
      <table className="w-full text-sm">
        <caption className="sr-only">Customers</caption>
        <thead className="border-b border-sand-200 bg-sand-50/60">
          <tr>
            <th scope="col" className={th}>
              Customer
            </th>
            <th scope="col" className={`${th} hidden md:table-cell`}>
              Phone
            </th>
            <th scope="col" className={`${th} text-right`}>
              Orders
            </th>
            <th scope="col" className={`${th} text-right`}>
              Spent
            </th>
            <th scope="col" className={`${th} hidden sm:table-cell`}>
              Last order
            </th>
            <th scope="col" className={`${th} hidden lg:table-cell text-right`}>
              COD returns
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-100">
          {customers.map((c) => (
            <tr key={c.id} className="hover:bg-sand-50/60">
              <th scope="row" className="px-3 py-3 text-left font-normal">
                <Link
                  to={`/admin/customers/${c.id}`}
                  className="font-medium break-words text-brand-900 hover:underline"
                >
                  {c.deleted ? 'Deleted customer' : c.name || c.email}
                </Link>
                {!c.deleted && (
                  <span className="mt-0.5 block text-xs break-all text-stone-600">{c.email}</span>
                )}
                <span className="mt-1 flex flex-wrap gap-1">
                  {c.kind === 'guest' && <Badge tone="neutral">Guest</Badge>}
                  {c.subscribed && <Badge tone="info">Subscribed</Badge>}
                  {c.deleted && <Badge tone="warn">Deleted</Badge>}
                </span>
                {c.phone && (
                  <span className="mt-1 block text-xs text-stone-600 md:hidden">{c.phone}</span>
                )}
              </th>
              <td className="hidden px-3 py-3 whitespace-nowrap text-stone-700 md:table-cell">
                {c.phone}
              </td>
              <td className="px-3 py-3 text-right tabular-nums">{c.ordersCount}</td>
              <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">
                {money(c.spentMinor, currency)}
              </td>
              <td className="hidden px-3 py-3 whitespace-nowrap text-stone-700 sm:table-cell">
                {c.lastOrderAt ? formatDate(c.lastOrderAt) : '—'}
              </td>
              <td className="hidden px-3 py-3 text-right tabular-nums lg:table-cell">
                {c.codReturns}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
