/**
 * /admin/customers/segments (issue 30, record 061): saved filters with their live counts; each
 * opens the customer list with its filter. New segments are saved from the list's filters.
 */
import { describeFilter, type Segment } from '@shop/shared';
import { Link } from 'react-router';
import { Badge } from '../components/badge';
import { PageHeader } from '../components/page-header';
import { QueryStatus } from '../components/query-status';
import { useSegmentCount, useSegments } from './api/customers';
import { filterQuery, money } from './customer-words';
import { LetterForm } from './letter-form';

export default function SegmentsPage() {
  const segments = useSegments();
  return (
    <>
      <PageHeader
        title="Segments"
        back={{ to: '/admin/customers', label: 'All customers' }}
        description="Saved filters of your customers, counted now. To make one, filter the customer list and save it."
      />
      <QueryStatus
        isPending={segments.isPending}
        error={segments.error}
        retry={() => void segments.refetch()}
        label="Segments"
      />
      <ul className="space-y-3">
        {segments.data?.segments.map((s) => (
          <SegmentItem key={s.id} segment={s} />
        ))}
      </ul>
      {segments.data && <LetterForm segments={segments.data.segments} />}
    </>
  );
}

function SegmentItem({ segment }: { segment: Segment }) {
  const count = useSegmentCount(segment.id);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-sand-200 bg-white p-4">
      <div className="min-w-0">
        <h2 className="font-medium break-words text-brand-900">
          <Link to={`/admin/customers?${filterQuery(segment.filter)}`} className="hover:underline">
            {segment.name}
          </Link>
        </h2>
        <p className="text-sm text-stone-600">
          {describeFilter(segment.filter, (paise) => money(paise))}
        </p>
      </div>
      <div className="flex items-center gap-2">
        {segment.preset && <Badge>Preset</Badge>}
        <span className="text-lg font-medium text-brand-900 tabular-nums" aria-live="polite">
          {count.data
            ? `${count.data.count} ${count.data.count === 1 ? 'customer' : 'customers'}`
            : '…'}
        </span>
      </div>
    </li>
  );
}
