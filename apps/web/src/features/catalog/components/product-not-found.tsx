/** Shown when /products/{id} names no product (the API answered 404). */
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

export function ProductNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:px-6 sm:py-28">
      <p className="text-xs font-medium tracking-[0.2em] text-brand-700 uppercase">404</p>
      <h1 className="mt-3 font-serif text-4xl text-brand-900">Product Not Found</h1>
      <p className="mt-4 text-stone-700">
        The product you are looking for may have sold out for good or moved. The rest of the
        collection is waiting.
      </p>
      <Link to="/products" className={buttonClasses({ className: 'mt-8' })}>
        <ArrowLeft size={16} aria-hidden="true" />
        Back to products
      </Link>
    </div>
  );
}
