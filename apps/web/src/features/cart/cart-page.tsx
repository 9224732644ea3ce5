/** /cart (spec section 2): the lines with fresh prices and stock, the order summary, or the empty state. */
import { useRef } from 'react';
import { LoadErrorNotice } from '../../components/product/load-error-notice';
import { DiscountCodeField } from '../../components/promotions/discount-code-field';
import { Container } from '../../components/ui/container';
import { useDocumentTitle } from '../../lib/document-title';
import { useFreshCart } from '../../lib/fresh-cart';
import { cartLineKey, selectCartCount } from '../../stores/cart-store';
import { CartLine } from './components/cart-line';
import { EmptyCart } from './components/empty-cart';
import { OrderSummary } from './components/order-summary';
import { useCartQuote } from './hooks/use-cart-quote';
import { RestoredCartNotice } from '../../components/cart/restored-cart-notice';

const countText = (count: number) => `${count} ${count === 1 ? 'item' : 'items'} in your cart`;

export default function CartPage() {
  useDocumentTitle('Cart');
  const cart = useFreshCart();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const quote = useCartQuote(cart);

  // A reminder's link brings the cart back (record 065); it may start empty.
  if (cart.items.length === 0)
    return (
      <>
        <Container>
          <RestoredCartNotice />
        </Container>
        <EmptyCart />
      </>
    );

  return (
    <Container className="pt-8 pb-20 sm:pt-12">
      <header>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="font-serif text-4xl text-brand-900 focus:outline-none sm:text-5xl"
        >
          Your Cart
        </h1>
        <p className="mt-3 text-stone-700">Review your items and proceed to checkout</p>
        <p role="status" className="sr-only">
          {countText(selectCartCount(cart))}
        </p>
      </header>
      <RestoredCartNotice />
      {cart.checkFailed && (
        <LoadErrorNotice
          className="mt-6"
          message="We could not check the latest prices and stock."
          onRetry={cart.retry}
        />
      )}
      {/* One column on a phone that no long title can widen past the screen (issue 27). */}
      <div className="mt-8 grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
        <section aria-labelledby="cart-items-heading" className="min-w-0">
          <h2 id="cart-items-heading" className="sr-only">
            Items
          </h2>
          <ul className="flex flex-col gap-4">
            {cart.items.map((item) => (
              <li key={cartLineKey(item)}>
                <CartLine
                  item={item}
                  problem={cart.problems.get(cartLineKey(item))}
                  onRemoved={() => headingRef.current?.focus()}
                />
              </li>
            ))}
          </ul>
        </section>
        <div className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-24">
          {/* Beside the summary it changes, not inside it: the summary lists only sums. */}
          <div className="rounded-2xl bg-white p-5 ring-1 ring-sand-200 sm:p-6">
            <DiscountCodeField quote={quote} />
          </div>
          <OrderSummary items={cart.pricedItems} blockReason={cart.blockReason} quote={quote} />
        </div>
      </div>
    </Container>
  );
}
