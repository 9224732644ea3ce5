/** The Order History tab until the orders feature lands: an honest pointer, not a fake list. */
import { Package } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

export function OrdersTab() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-sand-200 bg-white px-6 py-12 text-center">
      <Package aria-hidden="true" className="size-10 text-brand-600" strokeWidth={1.4} />
      <p className="mt-4 text-stone-700">Your orders will appear here.</p>
      <Link to="/products" className={buttonClasses({ className: 'mt-6' })}>
        Start Shopping
      </Link>
    </div>
  );
}
