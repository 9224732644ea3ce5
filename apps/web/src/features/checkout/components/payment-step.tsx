/**
 * Step 2: where it goes, how it is paid (card, UPI or wallet through Razorpay), the pay button. The
 * button names the amount ('Pay ₹1,234.00') once it is known, else the spec's 'Pay Now'; on a phone
 * the order total sits beside it, since the order summary is further down (issue 13, measured 6).
 */
import type { ShippingForm } from '@shop/shared';
import { Lock } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Money } from '../../../components/ui/price';
import { useShopPricing } from '../../../lib/shop-pricing';

type Props = {
  shipping: ShippingForm;
  /** The shipping method's name, shown with the address. */
  shippingMethod: string | null;
  /** The order total in USD, or null while the cart is still being checked. */
  total: number | null;
  blockReason: string | null;
  processing: boolean;
  onPay: () => void;
  onCancel: () => void;
};

export function PaymentStep({
  shipping,
  shippingMethod,
  total,
  blockReason,
  processing,
  onPay,
  onCancel,
}: Props) {
  const pricing = useShopPricing();
  const payLabel = total !== null && pricing ? `Pay ${pricing.format(total)}` : 'Pay Now';
  return (
    <section aria-labelledby="payment-title" className="space-y-6">
      <h2 id="payment-title" className="font-serif text-2xl text-brand-900">
        Payment
      </h2>
      <div className="rounded-2xl bg-white p-5 text-sm ring-1 ring-sand-200">
        <h3 className="font-medium text-stone-900">Shipping to</h3>
        <p className="mt-1 text-stone-700">
          {shipping.firstName} {shipping.lastName}, {shipping.address}, {shipping.city},{' '}
          {shipping.state} {shipping.zipCode}, {shipping.country}
        </p>
        <p className="text-stone-700">
          {shipping.email} · {shipping.number}
        </p>
        {shippingMethod && <p className="mt-1 text-stone-700">Shipping method: {shippingMethod}</p>}
      </div>
      <div className="rounded-2xl bg-sand-100 p-5 text-sm text-stone-800">
        <p className="flex items-center gap-2 font-medium">
          <Lock aria-hidden="true" className="size-4" /> Card, UPI or wallet through Razorpay
        </p>
        <p className="mt-1 text-stone-700">
          You will pay in a secure window; we never see your card details. The amount is charged in
          your chosen currency.
        </p>
      </div>
      {blockReason && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {blockReason}
        </p>
      )}
      {total !== null && (
        <p className="flex items-baseline justify-between text-base font-semibold text-brand-900 lg:hidden">
          <span>Order total</span>
          <Money minor={total} className="tabular-nums" />
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={onPay}
          disabled={processing || Boolean(blockReason)}
          className={buttonClasses({ size: 'lg', className: 'sm:min-w-60' })}
        >
          {processing ? 'Processing Payment...' : payLabel}
        </button>
        <button
          type="button"
          onClick={onCancel}
          disabled={processing}
          className={buttonClasses({ variant: 'secondary', size: 'lg' })}
        >
          Cancel
        </button>
      </div>
    </section>
  );
}
