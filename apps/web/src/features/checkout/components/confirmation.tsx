/** Step 3: the order is placed. */
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

export function Confirmation({ orderNumber }: { orderNumber: string }) {
  return (
    <section
      aria-labelledby="confirmation-title"
      className="mx-auto mt-10 max-w-xl rounded-2xl bg-white p-8 text-center ring-1 ring-sand-200"
    >
      <CircleCheck aria-hidden="true" className="mx-auto size-12 text-brand-700" />
      <h2 id="confirmation-title" className="mt-4 font-serif text-3xl text-brand-900">
        Thank you for your order
      </h2>
      <p className="mt-3 text-stone-700">
        Your order number is <strong className="text-stone-900">{orderNumber}</strong>. A
        confirmation is on its way to your inbox.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/profile?query=orders" className={buttonClasses()}>
          View your orders
        </Link>
        <Link to="/products" className={buttonClasses({ variant: 'secondary' })}>
          Continue shopping
        </Link>
      </div>
    </section>
  );
}
