/**
 * The cart's order summary (spec sections 2 and 9): subtotal, 'Shipping costs calculated at
 * checkout' (the method and the destination decide it there, from the rate table), tax with its
 * percentage, discount in red with a minus sign (only when there is one: no '-₹0.00'), and the
 * total before shipping — all from the shared computeCartTotals.
 */
import { computeCartTotals, SHIPPING_MESSAGES } from '@shop/shared';
import type { ReactNode } from 'react';
import { Price, useFormatPrice } from '../../../components/ui/price';
import type { CartItem } from '../../../stores/cart-store';
import { CheckoutAction } from './checkout-action';

type OrderSummaryProps = { items: CartItem[]; blockReason: string | null };

function Row({
  label,
  children,
  className = '',
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${className}`}>
      <dt>{label}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

export function OrderSummary({ items, blockReason }: OrderSummaryProps) {
  const totals = computeCartTotals(items);
  const format = useFormatPrice();

  return (
    <section
      aria-labelledby="order-summary-heading"
      className="h-fit rounded-2xl bg-white p-5 ring-1 ring-sand-200 sm:p-6 lg:sticky lg:top-24"
    >
      <h2 id="order-summary-heading" className="font-serif text-2xl text-brand-900">
        Order Summary
      </h2>
      <dl className="mt-6 flex flex-col gap-3 text-sm text-stone-700">
        <Row label="Subtotal">
          <Price amount={totals.subTotalPrice} />
        </Row>
        <p>{SHIPPING_MESSAGES.calculatedAtCheckout}</p>
        <Row label={`Tax (${totals.taxPercentage}%)`}>
          <Price amount={totals.totalTax} />
        </Row>
        {totals.cents.discount > 0 && (
          <Row label="Discount" className="text-red-700">
            {format ? `-${format(totals.calculateDiscount)}` : 'Loading...'}
          </Row>
        )}
        <Row
          label="Total"
          className="mt-2 border-t border-sand-200 pt-4 text-base font-semibold text-brand-900"
        >
          <Price amount={totals.totalAmount} />
        </Row>
      </dl>
      <div className="mt-6">
        <CheckoutAction blockReason={blockReason} />
      </div>
    </section>
  );
}
