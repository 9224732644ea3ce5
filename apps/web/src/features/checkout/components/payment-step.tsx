/**
 * Step 2: where it goes, how it is paid, the button. Online (card, UPI or wallet through Razorpay)
 * the button names the amount ('Pay ₹1,234') once it is known, else the spec's 'Pay Now'; with
 * cash on delivery (issue 27) it places the order. On a phone the order total sits beside it,
 * since the order summary is further down (issue 13, measured 6). Gift cards and store credit
 * (issue 28) sit below the button, which they change; when they pay it all, it places the order.
 */
import type { ShippingForm } from '@shop/shared';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { Money } from '../../../components/ui/price';
import { useShopPricing } from '../../../lib/shop-pricing';
import type { PaymentChoice } from '../payment-choice';
import { PaymentMethodChoice } from './payment-method-choice';

/** Cash on delivery where it applies: what it costs, and what paying online saves against it. */
export type CodTerms = { fee: number; saving: number };

type Props = {
  shipping: ShippingForm;
  /** The shipping method's name, shown with the address. */
  shippingMethod: string | null;
  /** What the shopper pays in the display currency (minor units), or null while the cart is checked. */
  total: number | null;
  blockReason: string | null;
  processing: boolean;
  /** The amount is being priced again (an address, a card, a code changed): not payable yet. */
  updating?: boolean;
  onPay: () => void;
  onCancel: () => void;
  /** Null where COD does not apply: then online is the only way, and no choice is shown. */
  cod?: CodTerms | null;
  choice?: PaymentChoice;
  onChoiceChange?: (choice: PaymentChoice) => void;
  /** Why the server refused the COD order (the rule that failed). */
  codRefusal?: string | null;
  /** Gift cards and store credit, shown above the button. */
  balances?: ReactNode;
};

export function PaymentStep({
  shipping,
  shippingMethod,
  total,
  blockReason,
  processing,
  updating = false,
  onPay,
  onCancel,
  cod = null,
  choice = 'online',
  onChoiceChange,
  codRefusal = null,
  balances = null,
}: Props) {
  const pricing = useShopPricing();
  const byCod = cod !== null && choice === 'cod';
  // Nothing left to pay (gift cards, store credit): no payment window, the order is placed.
  const payLabel =
    byCod || total === 0
      ? 'Place order'
      : total !== null && pricing
        ? `Pay ${pricing.format(total)}`
        : 'Pay Now';
  const alert = blockReason ?? (byCod ? codRefusal : null);
  return (
    <section aria-labelledby="payment-title" className="min-w-0 space-y-6">
      <h2 id="payment-title" className="font-serif text-2xl text-brand-900">
        Payment
      </h2>
      <div className="rounded-2xl bg-white p-5 text-sm break-words ring-1 ring-sand-200">
        <h3 className="font-medium text-stone-900">Shipping to</h3>
        <p className="mt-1 text-stone-700">
          {shipping.firstName} {shipping.lastName}, {shipping.address}, {shipping.city},{' '}
          {shipping.state} {shipping.zipCode}, {shipping.country}
        </p>
        <p className="text-stone-700">
          {shipping.email} · {shipping.number}
        </p>
        {shipping.gstin && (
          <p className="mt-1 text-stone-700">
            GSTIN {shipping.gstin} · {shipping.businessName}
          </p>
        )}
        {shippingMethod && <p className="mt-1 text-stone-700">Shipping method: {shippingMethod}</p>}
      </div>
      {cod ? (
        <PaymentMethodChoice
          value={choice}
          onChange={(next) => onChoiceChange?.(next)}
          codFee={cod.fee}
          saving={cod.saving}
          disabled={processing}
        />
      ) : (
        <div className="rounded-2xl bg-sand-100 p-5 text-sm text-stone-800">
          <p className="flex items-center gap-2 font-medium">
            <Lock aria-hidden="true" className="size-4 shrink-0" /> Card, UPI or wallet through
            Razorpay
          </p>
          <p className="mt-1 text-stone-700">
            You will pay in a secure window; we never see your card details. The amount is charged
            in your chosen currency.
          </p>
        </div>
      )}
      {alert && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {alert}
        </p>
      )}
      {total !== null && (
        <p className="flex items-baseline justify-between gap-4 text-base font-semibold text-brand-900 lg:hidden">
          <span>{byCod ? 'To pay on delivery' : 'Order total'}</span>
          <Money minor={total} className="tabular-nums" />
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={onPay}
          disabled={processing || updating || Boolean(blockReason)}
          aria-busy={updating || undefined}
          className={buttonClasses({ size: 'lg', className: 'sm:min-w-60' })}
        >
          {processing ? (byCod ? 'Placing your order...' : 'Processing Payment...') : payLabel}
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
      {/* Below the button: on a phone the total beside it stays on screen (issue 13). */}
      {balances}
    </section>
  );
}
