/**
 * Cancelling an order that has not left the studio (FAQ: cancellation before dispatch): a second
 * step confirms, then the server cancels it, gives the stock back and refunds the payment in full.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../ui/button';
import type { CustomerOrder as Order } from '@shop/shared';
import { useCancelOrder } from './use-cancel-order';

/** What the order's `actions` allow (issue 29): before dispatch, while nothing was refunded. */
export const canCancel = (order: Pick<Order, 'actions'>) => order.actions.cancel.allowed;

type CancelOrderProps = {
  order: Pick<Order, 'orderNumber' | 'actions'>;
  /** A guest's order: the token its page was opened with. */
  token?: string | null;
};

export function CancelOrder({ order, token }: CancelOrderProps) {
  const cancel = useCancelOrder(order.orderNumber, token);
  const [confirming, setConfirming] = useState(false);
  if (!canCancel(order)) return null;
  if (!confirming)
    return (
      <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
        Cancel order
      </Button>
    );
  return (
    <div role="group" aria-label="Confirm cancellation" className="space-y-3">
      <p className="text-sm text-stone-800">
        Cancel order {order.orderNumber}? Nothing will be sent, and your payment is refunded in full
        to the original payment method within 7-10 business days.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={cancel.isPending}
          onClick={() =>
            cancel.mutate(undefined, {
              onSuccess: (res) => toast.success(res.message),
              onError: (err) => toast.error(err.message),
            })
          }
        >
          {cancel.isPending ? 'Cancelling…' : 'Yes, cancel the order'}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
          Keep the order
        </Button>
      </div>
    </div>
  );
}
