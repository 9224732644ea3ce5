/**
 * The cart's order summary (spec sections 2 and 9): subtotal, 'Shipping costs calculated at
 * checkout' (the method and the destination decide it there, from the rate table), the GST the
 * prices include (record 036: "Includes ₹X GST", for rupee shoppers, whose parcels stay in
 * India) and the total before shipping — from the same rules the checkout charges by. Once the
 * server's quote is in (issue 28) the sums are its own, each discount named on a line.
 */
import { SHIPPING_MESSAGES } from '@shop/shared';
import { Money } from '../../../components/ui/price';
import { cartTotals } from '../../../lib/cart-pricing';
import type { CartQuote } from '../../../lib/checkout-quote';
import { useShopPricing } from '../../../lib/shop-pricing';
import type { CartItem } from '../../../stores/cart-store';
import { CheckoutAction } from './checkout-action';
import { QuoteRows, SummaryRow as Row, TOTAL_ROW } from './quote-rows';

type OrderSummaryProps = { items: CartItem[]; blockReason: string | null; quote?: CartQuote };

export function OrderSummary({ items, blockReason, quote }: OrderSummaryProps) {
  const pricing = useShopPricing();
  // A rupee shopper's parcel is priced for India, GST inside; abroad the same prices carry none.
  const inIndia = pricing?.code === 'INR';
  const totals = pricing && cartTotals(pricing, items, 0, inIndia);
  const priced = quote?.shown;

  return (
    <section
      aria-labelledby="order-summary-heading"
      className="h-fit rounded-2xl bg-white p-5 ring-1 ring-sand-200 sm:p-6"
    >
      <h2 id="order-summary-heading" className="font-serif text-2xl text-brand-900">
        Order Summary
      </h2>
      {priced ? (
        <QuoteRows quote={priced} updating={quote.updating} inIndia={inIndia} />
      ) : (
        <dl className="mt-6 flex flex-col gap-3 text-sm text-stone-700">
          <Row label="Subtotal">{totals ? <Money minor={totals.subtotal} /> : 'Loading...'}</Row>
          <p>{SHIPPING_MESSAGES.calculatedAtCheckout}</p>
          <Row label="Total" className={TOTAL_ROW}>
            {totals ? <Money minor={totals.total} /> : 'Loading...'}
          </Row>
          {totals && (
            <p className="text-xs text-stone-600">
              {inIndia
                ? `Includes ${pricing!.format(totals.tax)} GST`
                : 'Prices include GST for delivery in India; parcels sent abroad carry none.'}
            </p>
          )}
        </dl>
      )}
      <div className="mt-6">
        <CheckoutAction blockReason={blockReason} />
      </div>
    </section>
  );
}
