/**
 * Placing a cash-on-delivery order (issue 27): the same body as a payment intent, to
 * /api/payment/cod. A refusal names the rule that failed (a PIN code COD does not reach, too many
 * unpaid COD orders...); the step shows it where the button is and the shopper can pay online.
 */
import type { ShippingForm } from '@shop/shared';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import type { CartItem } from '../../stores/cart-store';
import type { CheckoutExtras } from '../../stores/checkout-extras';
import { placeCodOrder } from './api/cod';
import { checkoutBody } from './checkout-body';
import type { PlacedOrder } from './use-checkout-payment';

export const COD_FAILED = 'We could not place your order just now. Please try again.';

type Options = {
  items: CartItem[];
  shipping: ShippingForm | null;
  shippingMethod: string | null;
  /** The discount code, gift cards and store credit, as the quote priced them (issue 28). */
  extras?: CheckoutExtras;
  onPlaced: (order: PlacedOrder) => void;
  /** A 400 about what the shopper added; true when shown there instead of at the button. */
  onRefused?: (error: ApiError) => Promise<boolean>;
};

export function useCodOrder({
  items,
  shipping,
  shippingMethod,
  extras,
  onPlaced,
  onRefused,
}: Options) {
  const [placing, setPlacing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const place = async () => {
    if (!shipping || placing) return;
    setPlacing(true);
    setRefusal(null);
    try {
      // Cash on delivery is collected in rupees only: the offer shows only when INR is chosen.
      const order = await placeCodOrder(
        checkoutBody(items, shipping, shippingMethod, 'INR', extras),
      );
      onPlaced({ orderNumber: order.orderNumber, orderToken: order.orderToken });
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && (await onRefused?.(err))) return;
      // A 4xx says which rule refused the order; anything else is ours, not the shopper's to fix.
      setRefusal(
        err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : COD_FAILED,
      );
    } finally {
      setPlacing(false);
    }
  };

  return { place, placing, refusal, clearRefusal: () => setRefusal(null) };
}
