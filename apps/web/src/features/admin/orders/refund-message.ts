/** What the owner reads once a refund is made: "Refunded ₹500", by where it went and how it stands. */
import { formatMoney } from '@shop/shared';
import type { Refund } from '../api/refunds';

export function refundMadeMessage(r: Refund): string {
  const money = formatMoney(r.amount, r.currency);
  if (r.status === 'failed')
    return `The gateway refused the refund: ${r.failureReason ?? 'no reason given'}`;
  if (r.method === 'store_credit') return `${money} added to the customer's store credit.`;
  if (r.status === 'processed') return `Refunded ${money}`;
  // Asked of the gateway, not yet confirmed by it.
  return `Refund of ${money} ${r.status === 'pending' ? 'pending' : 'requested'}`;
}
