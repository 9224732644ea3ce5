/** The wishlist's empty state (spec section 2). */
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

export function EmptyWishlist() {
  return (
    <div className="flex flex-col items-center py-16 text-center sm:py-24">
      <span className="grid size-20 place-items-center rounded-full bg-sand-100 text-brand-700">
        <Heart size={32} strokeWidth={1.5} aria-hidden="true" />
      </span>
      <h2 className="mt-6 font-serif text-2xl text-brand-900 sm:text-3xl">
        Your wishlist is empty
      </h2>
      <p className="mt-3 max-w-md text-stone-700">
        Add items to your wishlist to save them for later.
      </p>
      <Link to="/products" className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        Browse Products
      </Link>
    </div>
  );
}
