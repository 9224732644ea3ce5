/**
 * 'Proceed to Checkout' for everyone (DESIGN deviation 19): checkout asks a guest for an e-mail and
 * offers a returning customer 'Log in' there, so no account stands between a cart and paying.
 */
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

const wide = buttonClasses({ size: 'lg', className: 'w-full' });

export function CheckoutAction({ blockReason }: { blockReason: string | null }) {
  if (blockReason) {
    return (
      <div className="flex flex-col gap-3">
        <button type="button" disabled aria-describedby="checkout-block-reason" className={wide}>
          Proceed to Checkout
        </button>
        <p id="checkout-block-reason" role="status" className="text-sm text-clay-600">
          {blockReason}
        </p>
      </div>
    );
  }
  return (
    <Link to="/checkout" className={wide}>
      Proceed to Checkout
    </Link>
  );
}
