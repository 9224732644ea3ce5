/**
 * The payment step's flow (spec section 4 'Checkout', section 8 payment messages): create the
 * gateway order on the server, open the gateway's window, verify the signed result on the server.
 * The payment-in-progress flag resets on dismissal, failure or verification. A guest's intent
 * carries an order token that stands in for a session on the calls after it and opens the order.
 * When gift cards and store credit pay it all (issue 28) the intent answers `paid`: no gateway.
 * A refusal the shopper can act on (a code that no longer applies, a gift card) goes to `onRefused`.
 */
import {
  CHECKOUT_MESSAGES,
  createOrderFailed,
  verificationFailed,
  type CurrencyCode,
  type ShippingForm,
} from '@shop/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api-client';
import { useAppConfig } from '../../lib/app-config';
import type { CartItem } from '../../stores/cart-store';
import type { CheckoutExtras } from '../../stores/checkout-extras';
import {
  createPaymentIntent,
  recordReminderConsent,
  verifyPayment,
  type GatewayPayment,
  type PaymentIntent,
} from './api/payments';
import { openRazorpay } from './api/razorpay-checkout';
import { checkoutBody } from './checkout-body';

type Options = {
  items: CartItem[];
  shipping: ShippingForm | null;
  /** The rate table's method code the shopper chose; the server prices it. */
  shippingMethod: string | null;
  currency: CurrencyCode;
  /** The discount code, gift cards and store credit, as the quote priced them. */
  extras?: CheckoutExtras;
  onPaid: (order: PlacedOrder) => void;
  /** A 400 about what the shopper added; true when handled there (no toast then). */
  onRefused?: (error: ApiError) => Promise<boolean>;
  /** The shopper asked for a reminder if they do not finish (record 065). */
  remind?: boolean;
};

/** An order paid or placed: its number, and the token that opens its page without a session. */
export type PlacedOrder = { orderNumber: string; orderToken: string };

export function useCheckoutPayment({
  items,
  shipping,
  shippingMethod,
  currency,
  extras,
  onPaid,
  onRefused,
  remind = false,
}: Options) {
  const { data: config } = useAppConfig();
  const [processing, setProcessing] = useState(false);
  const [sandboxIntent, setSandboxIntent] = useState<PaymentIntent | null>(null);
  const provider = config?.paymentGateway === 'sandbox' ? 'Razorpay sandbox' : 'Razorpay';

  const finish = () => {
    setProcessing(false);
    setSandboxIntent(null);
  };

  const dismissed = () => {
    toast.info(CHECKOUT_MESSAGES.dismissed);
    finish();
  };

  const verify = async (payment: GatewayPayment, intent: PaymentIntent) => {
    try {
      const result = await verifyPayment(payment, intent);
      onPaid({ orderNumber: result.orderNumber, orderToken: intent.orderToken });
    } catch (err) {
      if (err instanceof ApiError && err.status > 0 && err.status < 500)
        toast.error(verificationFailed(err.message));
      else toast.error(CHECKOUT_MESSAGES.verificationException);
    } finally {
      finish();
    }
  };

  const pay = async () => {
    if (!shipping || processing) return;
    setProcessing(true);
    let intent: PaymentIntent;
    try {
      intent = await createPaymentIntent(
        checkoutBody(items, shipping, shippingMethod, currency, extras),
      );
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && (await onRefused?.(err))) {
        finish();
        return;
      }
      toast.error(createOrderFailed(provider));
      toast.error(
        `${CHECKOUT_MESSAGES.initiateError}${err instanceof Error ? err.message : 'unknown error'}`,
      );
      finish();
      return;
    }
    // A reminder needs an unpaid order to remind of; losing the consent must not stop the payment.
    if (remind && !intent.paid) recordReminderConsent(intent).catch(() => undefined);
    if (intent.paid) {
      finish();
      onPaid({ orderNumber: intent.orderNumber, orderToken: intent.orderToken });
      return;
    }
    if (intent.gateway === 'sandbox') {
      setSandboxIntent(intent);
      return;
    }
    const prefill = {
      name: `${shipping.firstName} ${shipping.lastName}`,
      email: shipping.email,
      contact: shipping.number,
    };
    openRazorpay(intent, prefill, {
      onPaid: (p) => void verify(p, intent),
      onDismiss: dismissed,
    }).catch((err: Error) => {
      toast.error(`${CHECKOUT_MESSAGES.initiateError}${err.message}`);
      finish();
    });
  };

  return {
    pay,
    processing,
    sandboxIntent,
    onSandboxPaid: (payment: GatewayPayment) =>
      sandboxIntent && void verify(payment, sandboxIntent),
    dismissed,
    unavailable: config?.paymentGateway === 'unavailable',
  };
}
