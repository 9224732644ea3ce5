/**
 * /admin/discounts: every discount with its offer, status, uses against its cap, and what it gave
 * and brought in (paid orders only), newest first.
 */
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Badge } from '../components/badge';
import { PageHeader } from '../components/page-header';
import { QueryStatus } from '../components/query-status';
import { useDiscounts, type AdminDiscount } from './api/discounts';
import { describeCode, describeOffer, describeUses, rupees, STATUS_BADGES } from './discount-words';

const NEW = '/admin/discounts/new';

export default function DiscountsPage() {
  const discounts = useDiscounts();
  return (
    <>
      <PageHeader
        title="Discounts"
        description="Codes shoppers type and automatic offers. Revenue counts paid orders only."
        actions={
          <Link to={NEW} className={buttonClasses()}>
            <Plus aria-hidden="true" className="size-4" />
            New discount
          </Link>
        }
      />
      <QueryStatus
        isPending={discounts.isPending}
        error={discounts.error}
        retry={() => void discounts.refetch()}
        label="Discounts"
      />
      {discounts.data?.length === 0 && (
        <div className="rounded-2xl border border-sand-200 bg-white p-6 text-stone-700">
          <p>No discounts yet: a festival code, free shipping over an amount, buy 3 get 1…</p>
          <Link to={NEW} className="mt-3 inline-block font-medium text-brand-800 underline">
            Create the first discount
          </Link>
        </div>
      )}
      {discounts.data && discounts.data.length > 0 && (
        <ul aria-label="Discounts" className="space-y-3">
          {discounts.data.map((d) => (
            <DiscountItem key={d.id} discount={d} />
          ))}
        </ul>
      )}
    </>
  );
}

function DiscountItem({ discount: d }: { discount: AdminDiscount }) {
  const status = STATUS_BADGES[d.status];
  const figures = [
    ['Uses', describeUses(d.uses, d.usageCap)],
    ['Discount given', rupees(d.discountGiven)],
    ['Revenue', rupees(d.revenue)],
  ] as const;
  return (
    <li className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-base font-semibold break-words text-stone-900">
              <Link to={`/admin/discounts/${d.id}`} className="text-brand-900 hover:underline">
                {d.name}
              </Link>
            </h2>
            <Badge tone={status.tone}>{status.label}</Badge>
          </div>
          <p className="mt-1 text-sm break-words text-stone-700">
            {/* A code the shopper types reads in a fixed width; "Automatic" is a word. */}
            <span className={d.code ? 'font-mono' : undefined}>{describeCode(d)}</span>
            {' · '}
            {describeOffer(d)}
            {d.minSubtotal > 0 && ` · on orders from ${rupees(d.minSubtotal)}`}
            {d.paidOnlineOnly && ' · only when paying online'}
          </p>
        </div>
        <dl className="grid grid-cols-3 gap-3 text-sm lg:w-[26rem] lg:shrink-0">
          {figures.map(([term, value]) => (
            <div key={term} className="min-w-0">
              <dt className="text-xs text-stone-600">{term}</dt>
              <dd className="font-medium break-words text-stone-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </li>
  );
}
