/**
 * /admin/customers/:id (issue 30, record 061): a customer's figures (lifetime spend in the shop
 * currency, average order, refunds, returns, COD returned to origin, store credit), their orders,
 * newsletter consent history and the owner's notes and tags. A deleted account shows as such.
 */
import type { CustomerDetail } from '@shop/shared';
import { Link, useParams } from 'react-router';
import { Badge, OrderStatusBadge } from '../components/badge';
import { PageHeader } from '../components/page-header';
import { QueryStatus } from '../components/query-status';
import { formatDate, formatDateTime } from '../format';
import { useCustomer } from './api/customers';
import { CustomerNotesForm } from './customer-notes-form';
import { money } from './customer-words';

const CONSENT_WORDS = {
  subscribed: 'Signed up for the newsletter',
  confirmed: 'Confirmed the subscription',
  unsubscribed: 'Unsubscribed',
} as const;

export default function CustomerPage() {
  const { id = '' } = useParams();
  const query = useCustomer(id);
  const c = query.data?.customer;
  const title = !c ? 'Customer' : c.deleted ? 'Deleted customer' : c.name || c.email;
  return (
    <>
      <PageHeader
        title={title}
        back={{ to: '/admin/customers', label: 'All customers' }}
        description={c && <Summary c={c} />}
      />
      <QueryStatus
        isPending={query.isPending}
        error={query.error}
        retry={() => void query.refetch()}
        label="Customer"
      />
      {c && query.data && <Details c={c} currency={query.data.currency} />}
    </>
  );
}

function Summary({ c }: { c: CustomerDetail }) {
  if (c.deleted)
    return (
      <span>This customer deleted their account: their orders are kept without their details.</span>
    );
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="break-all">{c.email}</span>
      {c.phone && <span>{c.phone}</span>}
      <Badge tone={c.kind === 'guest' ? 'neutral' : 'info'}>
        {c.kind === 'guest' ? 'Guest' : `Signed up ${c.signedUpAt ? formatDate(c.signedUpAt) : ''}`}
      </Badge>
    </span>
  );
}

function Details({ c, currency }: { c: CustomerDetail; currency: string }) {
  const figures: [string, string][] = [
    ['Lifetime spend', money(c.spentMinor, currency)],
    ['Orders', String(c.ordersCount)],
    ['Average order', money(c.averageOrderMinor, currency)],
    ['Refunded', money(c.refundedMinor, currency)],
    ['Returns', String(c.returnsCount)],
    ['COD returned to origin', String(c.codReturns)],
    ['Store credit', money(c.storeCreditMinor, currency)],
  ];
  return (
    <div className="space-y-8">
      <section aria-labelledby="figures-heading">
        <h2 id="figures-heading" className="sr-only">
          Figures
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {figures.map(([term, value]) => (
            <div key={term} className="rounded-2xl border border-sand-200 bg-white p-4">
              <dt className="text-xs text-stone-600">{term}</dt>
              <dd className="mt-1 text-lg font-medium text-brand-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="orders-heading">
        <h2 id="orders-heading" className="mb-3 text-lg font-medium text-brand-900">
          Orders
        </h2>
        {c.orders.length === 0 ? (
          <p className="text-stone-700">No orders yet.</p>
        ) : (
          <ul className="divide-y divide-sand-100 rounded-2xl border border-sand-200 bg-white">
            {c.orders.map((o) => (
              <li
                key={o.id}
                className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm"
              >
                <span>
                  <Link
                    to={`/admin/orders/${o.id}`}
                    className="font-medium text-brand-900 hover:underline"
                  >
                    {o.orderNumber}
                  </Link>
                  <span className="ml-2 text-stone-600">{formatDate(o.createdAt)}</span>
                </span>
                <span className="flex flex-wrap items-center gap-2">
                  <OrderStatusBadge status={o.status} paymentStatus={o.paymentStatus} />
                  {o.codOutcome === 'returned_to_origin' && <Badge tone="bad">RTO</Badge>}
                  <span className="tabular-nums">{money(o.totalMinor, currency)}</span>
                  {o.refundedMinor > 0 && (
                    <span className="text-stone-600">
                      refunded {money(o.refundedMinor, currency)}
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {!c.deleted && (
        <section aria-labelledby="consent-heading">
          <h2 id="consent-heading" className="mb-3 text-lg font-medium text-brand-900">
            Newsletter consent
          </h2>
          {c.consent.length === 0 ? (
            <p className="text-stone-700">Never subscribed.</p>
          ) : (
            <ol className="space-y-1 text-sm text-stone-700">
              {c.consent.map((e) => (
                <li key={`${e.event}-${e.at}`}>
                  {formatDateTime(e.at)}: {CONSENT_WORDS[e.event]} ({e.source})
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
      {!c.deleted && (
        <section className="rounded-2xl border border-sand-200 bg-white p-4">
          <CustomerNotesForm id={c.id} notes={c.notes} tags={c.tags} />
        </section>
      )}
    </div>
  );
}
