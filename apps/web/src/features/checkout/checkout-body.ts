/**
 * What the checkout posts to the payment intent and to a COD order alike: the cart, where it goes,
 * and what it adds (issue 28): the discount code, gift cards and store credit, as the quote had them.
 */
import {
  effectivePrice,
  type CurrencyCode,
  type PaymentIntentInput,
  type ShippingForm,
} from '@shop/shared';
import type { CartItem } from '../../stores/cart-store';
import { extrasBody, type CheckoutExtras } from '../../stores/checkout-extras';

const NO_EXTRAS: CheckoutExtras = { discountCode: null, giftCardCodes: [], useStoreCredit: false };

export function checkoutBody(
  items: readonly CartItem[],
  shipping: ShippingForm,
  shippingMethod: string | null,
  currency: CurrencyCode,
  extras: CheckoutExtras = NO_EXTRAS,
): PaymentIntentInput {
  return {
    currency,
    // The server's guest checkout keys on it: an order without an account is this e-mail's.
    receipt_email: shipping.email,
    description: `Mindful Marks order of ${items.length} item(s)`,
    orderItems: items.map((i) => ({
      id: i._id,
      quantity: i.quantity,
      selectedColor: i.selectedColor,
      ...(i.variantId && { variantId: i.variantId }),
      ...(i.giftCard && { giftCard: i.giftCard }),
      title: i.title,
      price: effectivePrice(i),
    })),
    shipping,
    ...(shippingMethod && { shippingMethod }),
    ...extrasBody(extras),
  };
}
