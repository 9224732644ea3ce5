/** The cart's empty state (spec section 2). */
import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';

export function EmptyCart() {
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <span className="grid size-20 place-items-center rounded-full bg-sand-100 text-brand-700">
        <ShoppingBag size={32} strokeWidth={1.5} aria-hidden="true" />
      </span>
      <h1 className="mt-6 font-serif text-3xl text-brand-900 sm:text-4xl">Your cart is empty</h1>
      <p className="mt-3 max-w-md text-stone-700">
        {"Looks like you haven't added any items to your cart yet."}
      </p>
      <Link to="/products" className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        Start Shopping
      </Link>
    </Container>
  );
}
