/**
 * A cash-on-delivery order's state for the shopper (issue 27): what the courier collects, and
 * whether the order still waits for the confirmation from the mailed link (unconfirmed ones are
 * cancelled when their time runs out, so the deadline is what matters).
 */
import { Banknote } from 'lucide-react';
import { formatCharged, formatOrderDate, orderMoney } from '../../../lib/order-format';
import type { OrderConfirmation } from '../api/get-order-confirmation';

type Cod = NonNullable<OrderConfirmation['cod']>;

function confirmation(cod: Cod, cancelled: boolean): string | null {
  if (cod.outcome === 'collected') return null;
  if (cod.outcome === 'returned_to_origin') return 'The parcel came back to us undelivered.';
  if (cod.confirmedAt) return `You confirmed this order on ${formatOrderDate(cod.confirmedAt)}.`;
  if (cancelled) return 'This order was not confirmed in time and has been cancelled.';
  return cod.confirmBy
    ? `Confirm your order from the e-mail we sent, by ${formatOrderDate(cod.confirmBy)}.`
    : 'Confirm your order from the e-mail we sent.';
}

export function CodNotice({ order, cod }: { order: OrderConfirmation; cod: Cod }) {
  const money = orderMoney(order);
  const state = confirmation(cod, order.track.cancelled);
  const waiting = !cod.confirmedAt && !cod.outcome && !order.track.cancelled;
  return (
    <div
      role={waiting ? 'status' : undefined}
      className="mt-6 flex gap-3 rounded-xl bg-sand-50 px-4 py-3 text-left text-sm ring-1 ring-sand-200"
    >
      <Banknote aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="min-w-0">
        <p className="font-medium text-stone-900">
          {cod.outcome === 'collected'
            ? `Paid on delivery: ${formatCharged(order)} to the courier`
            : `Pay on delivery: ${formatCharged(order)} to the courier`}
        </p>
        {cod.fee > 0 && (
          <p className="mt-0.5 text-stone-600">Includes a {money(cod.fee)} cash-on-delivery fee.</p>
        )}
        {state && (
          <p className={waiting ? 'mt-1 font-medium text-stone-900' : 'mt-1 text-stone-700'}>
            {state}
          </p>
        )}
      </div>
    </div>
  );
}
