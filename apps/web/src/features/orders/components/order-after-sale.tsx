/**
 * The order page's "Returns and refunds" (issue 29): each return and refund, and what the customer
 * may still do. A customer cancels and returns from their order history, so an allowed action
 * links there; a guest, who has none, does it here with the page's token. One not allowed says why.
 */
import { STOREFRONT_ROUTES } from '@shop/shared';
import { Link } from 'react-router';
import { CancelOrder } from '../../../components/order/cancel-order';
import { RequestReturn } from '../../../components/order/request-return';
import { ReturnsAndRefunds } from '../../../components/order/returns-and-refunds';
import { buttonClasses } from '../../../components/ui/button';
import type { OrderConfirmation } from '../api/get-order-confirmation';
import { OrderSection } from './order-section';

type Action = OrderConfirmation['actions']['cancel'];

function ActionLine({ label, action }: { label: string; action: Action }) {
  if (!action.allowed) return action.reason ? <p>{action.reason}</p> : null;
  return (
    <Link
      to={`${STOREFRONT_ROUTES.profile.path}?query=orders`}
      className={buttonClasses({ variant: 'secondary', size: 'sm' })}
    >
      {label}
    </Link>
  );
}

export function OrderAfterSale({
  order,
  token,
}: {
  order: OrderConfirmation;
  token: string | null;
}) {
  const hasHistory = order.refunds.length > 0 || order.returns.length > 0;
  const delivered = order.status === 'delivered';
  const beforeDelivery = !delivered && order.status !== 'cancelled';
  // A guest acts here, with the page's token (issue 29); a customer from their order history.
  const guestToken = order.guest ? token : null;
  const guestMayCancel = guestToken !== null && beforeDelivery && order.actions.cancel.allowed;
  // A fresh order's page stays as it was: the section opens with a return or a refund, delivery,
  // or a guest's cancel (a guest has no order history to cancel from).
  if (!hasHistory && !delivered && !guestMayCancel) return null;
  return (
    <div className="mx-auto mt-6 max-w-2xl">
      <OrderSection title="Returns and refunds">
        {hasHistory ? (
          <ReturnsAndRefunds order={order} token={token} />
        ) : (
          <p className="text-sm text-stone-600">Nothing has been returned or refunded.</p>
        )}
        <div className="mt-3 space-y-2 text-sm text-stone-700">
          {beforeDelivery &&
            (guestMayCancel ? (
              <CancelOrder order={order} token={guestToken} />
            ) : (
              <ActionLine label="Cancel order" action={order.actions.cancel} />
            ))}
          {delivered &&
            (guestToken !== null && order.actions.return.allowed ? (
              <RequestReturn order={order} token={guestToken} />
            ) : (
              <ActionLine label="Request a return" action={order.actions.return} />
            ))}
        </div>
      </OrderSection>
    </div>
  );
}
