/**
 * The order's return requests: reason, items, photos, where the customer asked the refund to go,
 * and the owner's decision on each.
 */
import { REFUND_CHOICE_LABELS, RETURN_REASON_LABELS, RETURN_STATUS_LABELS } from '@shop/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import type { AdminOrder } from '../api/orders';
import { returnPhotoUrl, useDecideReturn, useReturns, type OrderReturn } from '../api/returns';
import { Badge } from '../components/badge';
import { Panel } from '../components/page-header';
import { formatDateTime } from '../format';

const tone = { requested: 'warn', approved: 'info', received: 'good', declined: 'bad' } as const;

export function ReturnsPanel({ order }: { order: AdminOrder }) {
  const returns = useReturns(order._id);
  if (!returns.data || returns.data.length === 0) return null;
  return (
    <Panel title="Returns">
      <ol className="space-y-5">
        {returns.data.map((r) => (
          <ReturnItem key={r.id} order={order} item={r} />
        ))}
      </ol>
    </Panel>
  );
}

function ReturnItem({ order, item }: { order: AdminOrder; item: OrderReturn }) {
  const decide = useDecideReturn(order._id);
  const [declining, setDeclining] = useState(false);
  const [message, setMessage] = useState('');
  const act = (action: 'approve' | 'decline' | 'received') =>
    decide.mutate(
      { id: item.id, action, message },
      {
        onSuccess: () =>
          toast.success(`Return ${action === 'received' ? 'marked received' : `${action}d`}.`),
        onError: (err) => toast.error(err.message),
      },
    );
  const title = (lineId: string) =>
    order.orderItems.find((i) => i.lineId === lineId)?.title ?? 'Item';
  return (
    <li className="space-y-2 text-sm">
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{RETURN_REASON_LABELS[item.reason]}</span>
        <Badge tone={tone[item.status]}>{RETURN_STATUS_LABELS[item.status]}</Badge>
      </p>
      <p className="text-xs text-stone-500">
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
      </p>
      <ul className="list-disc pl-5">
        {item.lines.map((l) => (
          <li key={l.itemId}>
            {l.quantity} × {title(l.itemId)}
          </li>
        ))}
      </ul>
      {item.note && <p className="text-stone-700">“{item.note}”</p>}
      <p className="text-stone-700">
        Refund to: <span className="font-medium">{REFUND_CHOICE_LABELS[item.refundMethod]}</span>
        <span className="text-stone-500"> (the customer&apos;s choice)</span>
      </p>
      {item.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Photos">
          {item.photos.map((file, i) => (
            <li key={file}>
              <a href={returnPhotoUrl(item.id, file)} target="_blank" rel="noreferrer">
                <img
                  src={returnPhotoUrl(item.id, file)}
                  alt={`What the customer sent, ${i + 1} of ${item.photos.length}`}
                  className="size-16 rounded-lg object-cover ring-1 ring-sand-200"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {item.ownerMessage && <p className="text-stone-700">Your reply: {item.ownerMessage}</p>}
      {item.status === 'requested' && !declining && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={decide.isPending} onClick={() => act('approve')}>
            {item.refundMethod === 'store_credit'
              ? 'Approve and refund to store credit'
              : 'Approve and refund'}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setDeclining(true)}>
            Decline
          </Button>
        </div>
      )}
      {declining && item.status === 'requested' && (
        <div className="space-y-2">
          <label className="block">
            <span className="font-medium">Message to the customer</span>
            <textarea
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              rows={2}
              className="mt-1 w-full rounded-lg border border-sand-300 px-3 py-2"
            />
          </label>
          <div className="flex gap-2">
            <Button size="sm" disabled={decide.isPending} onClick={() => act('decline')}>
              Send and decline
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setDeclining(false)}>
              Back
            </Button>
          </div>
        </div>
      )}
      {item.status === 'approved' && (
        <Button
          size="sm"
          variant="secondary"
          disabled={decide.isPending}
          onClick={() => act('received')}
        >
          Mark parcel received (restock)
        </Button>
      )}
    </li>
  );
}
