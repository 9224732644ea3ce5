/** 'Proceed to Checkout' for a signed-in shopper, 'Login to Checkout' otherwise (spec section 2). */
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';

const LOGIN_TO_CHECKOUT = '/login?redirect=/checkout';
const wide = buttonClasses({ size: 'lg', className: 'w-full' });

export function CheckoutAction({ blockReason }: { blockReason: string | null }) {
  const { isAuthenticated, isLoading } = useSession();

  if (!isAuthenticated && !isLoading) {
    return (
      <Link to={LOGIN_TO_CHECKOUT} className={wide}>
        Login to Checkout
      </Link>
    );
  }
  if (isLoading || blockReason) {
    return (
      <div className="flex flex-col gap-3">
        <button
          type="button"
          disabled
          aria-describedby={blockReason ? 'checkout-block-reason' : undefined}
          className={wide}
        >
          Proceed to Checkout
        </button>
        {blockReason && (
          <p id="checkout-block-reason" role="status" className="text-sm text-clay-600">
            {blockReason}
          </p>
        )}
      </div>
    );
  }
  return (
    <Link to="/checkout" className={wide}>
      Proceed to Checkout
    </Link>
  );
}
