/**
 * The cart priced by the server (issue 28): its automatic promotions, and the discount code the
 * shopper applied, which the checkout then uses too. Asked once the lines have been checked and
 * none is short of stock; until then (or if it fails) the cart shows its own sums.
 */
import { useMemo } from 'react';
import { quoteItems, useQuote, type CartQuote } from '../../../lib/checkout-quote';
import type { FreshCart } from '../../../lib/fresh-cart';
import { useCheckoutExtras } from '../../../stores/checkout-extras';
import { useCurrencyStore } from '../../../stores/currency-store';

export function useCartQuote(cart: Pick<FreshCart, 'pricedItems' | 'blockReason'>): CartQuote {
  const currency = useCurrencyStore((s) => s.currency);
  const discountCode = useCheckoutExtras((s) => s.discountCode);
  const { pricedItems, blockReason } = cart;
  const input = useMemo(
    () =>
      blockReason || pricedItems.length === 0
        ? null
        : {
            currency,
            orderItems: quoteItems(pricedItems),
            paymentMethod: 'online' as const,
            ...(discountCode && { discountCode }),
          },
    [blockReason, pricedItems, currency, discountCode],
  );
  return useQuote(input);
}
