/**
 * The checkout priced by the server (issue 28): asked again whenever the country, the address,
 * the shipping method, the payment method or what the shopper added changes, so the summary and
 * the amount on the pay button are what the payment intent will charge.
 */
import type { CheckoutQuoteInput, CurrencyCode, ShippingForm } from '@shop/shared';
import { useMemo } from 'react';
import { quoteItems, useQuote } from '../../lib/checkout-quote';
import type { CartItem } from '../../stores/cart-store';
import { extrasBody, type CheckoutExtras } from '../../stores/checkout-extras';
import type { PaymentChoice } from './payment-choice';

type Args = {
  items: CartItem[];
  /** The cart is being checked or has a line it cannot sell: nothing to quote yet. */
  blocked: boolean;
  currency: CurrencyCode;
  country: string | null;
  /** The address once the shipping step is done (its state, PIN code and a guest's e-mail). */
  shipping: ShippingForm | null;
  shippingMethod: string | null;
  paidBy: PaymentChoice;
  signedIn: boolean;
  extras: CheckoutExtras;
};

export function useCheckoutQuote(args: Args) {
  const { items, blocked, currency, country, shipping, shippingMethod, paidBy } = args;
  const { signedIn, extras } = args;
  const input = useMemo((): CheckoutQuoteInput | null => {
    if (blocked || items.length === 0 || !country || !shippingMethod) return null;
    return {
      currency,
      orderItems: quoteItems(items),
      shipping: {
        country: country as NonNullable<CheckoutQuoteInput['shipping']>['country'],
        state: shipping?.state ?? '',
        zipCode: shipping?.zipCode ?? '',
      },
      shippingMethod,
      paymentMethod: paidBy,
      // A guest's e-mail decides a first-order offer and a per-customer cap.
      ...(!signedIn && shipping?.email && { receipt_email: shipping.email }),
      ...extrasBody(extras),
    };
  }, [blocked, items, currency, country, shipping, shippingMethod, paidBy, signedIn, extras]);
  return { input, quote: useQuote(input) };
}
