/**
 * The order page's "Returns and refunds" (issue 29): each return and refund, and what the customer
 * may still do. Cancelling and returning happen in the account's order history, so an allowed
 * action links there; one not allowed says why.
 */
import { STOREFRONT_ROUTES } from '@shop/shared';
import { Link } from 'react-router';
import { ReturnsAndRefunds } from '../../../components/order/returns-and-refunds';
import { buttonClasses } from '../../../components/ui/button';
import type { OrderConfirmation } from '../api/get-order-confirmation';
import { OrderSection } from './order-section';

type Action = OrderConfirmation['actions']['cancel'];

function ActionLine({ label, action, guest }: { label: string; action: Action; guest: boolean }) {
  if (!action.allowed) return action.reason ? <p>{action.reason}</p> : null;
  // A guest's order is cancelled or returned from an account (issue 27): none to link to.
  if (guest) return null;
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
  // A fresh order's page stays as it was: the section opens with a return or a refund, or delivery.
  if (!hasHistory && !delivered) return null;
  return (
    <div className="mx-auto mt-6 max-w-2xl">
      <OrderSection title="Returns and refunds">
        {hasHistory ? (
          <ReturnsAndRefunds order={order} token={token} />
        ) : (
          <p className="text-sm text-stone-600">Nothing has been returned or refunded.</p>
        )}
        <div className="mt-3 space-y-2 text-sm text-stone-700">
          {beforeDelivery && (
            <ActionLine label="Cancel order" action={order.actions.cancel} guest={order.guest} />
          )}
          {delivered && (
            <ActionLine
              label="Request a return"
              action={order.actions.return}
              guest={order.guest}
            />
          )}
        </div>
      </OrderSection>
    </div>
  );
}
