/** The Order History tab (spec section 2): placeholder while loading, then cards or the empty state. */
import { Package } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useOrders } from '../api/get-orders';
import { OrderCard } from './orders/order-card';
import { OrderCardSkeleton } from './orders/order-card-skeleton';

const SKELETON_CARDS = 2;

export function OrdersTab() {
  const orders = useOrders();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={orders.isPending}>
      <h2 id={headingId} className="sr-only">
        Order History
      </h2>
      {orders.isPending ? (
        <div className="space-y-4">
          <p role="status" className="sr-only">
            Loading your orders
          </p>
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <OrderCardSkeleton key={i} />
          ))}
        </div>
      ) : orders.isError ? (
        <div
          role="alert"
          className="rounded-2xl border border-sand-200 bg-white px-6 py-10 text-center"
        >
          <p className="text-stone-800">We could not load your orders. Please try again.</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-4"
            onClick={() => void orders.refetch()}
          >
            Try again
          </Button>
        </div>
      ) : orders.data.length === 0 ? (
        <EmptyOrders />
      ) : (
        <ul className="space-y-4">
          {orders.data.map((order) => (
            <li key={order._id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function EmptyOrders() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-sand-200 bg-white px-6 py-12 text-center">
      <Package aria-hidden="true" className="size-10 text-brand-600" strokeWidth={1.4} />
      <p className="mt-4 text-stone-700">You haven&apos;t placed any orders yet.</p>
      <Link to="/products" className={buttonClasses({ className: 'mt-6' })}>
        Start Shopping
      </Link>
    </div>
  );
}
