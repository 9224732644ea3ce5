/**
 * The cart priced by the server with its promotions, gift cards and store credit (POST
 * /api/checkout/quote, issue 28): exactly what the payment intent with the same fields charges.
 * The cart and the checkout show it; until it arrives they show their own sums.
 */
import {
  formatMoney,
  fromMinor,
  type CheckoutQuoteInput,
  type Quote,
  type QuoteDiscount,
} from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CartItem } from '../stores/cart-store';
import { api, ApiError } from './api-client';

export type { Quote, QuoteDiscount } from '@shop/shared';

/** The cart's lines as the quote takes them: what is bought, never a price (the server reads its own). */
export const quoteItems = (items: readonly CartItem[]): CheckoutQuoteInput['orderItems'] =>
  items.map((i) => ({
    id: i._id,
    quantity: i.quantity,
    ...(i.selectedColor && { selectedColor: i.selectedColor }),
    ...(i.variantId && { variantId: i.variantId }),
    ...(i.giftCard && { giftCard: i.giftCard }),
  }));

/** An amount of a quote (minor units of its currency) as the shop writes money: "₹1,234". */
export const quoteMoney = (quote: Pick<Quote, 'currency'>, minor: number) =>
  formatMoney(fromMinor(minor), quote.currency);

/** How a discount is named on its line: the code typed ("FESTIVE10"), else the offer's name. */
export const discountLabel = (discount: QuoteDiscount) =>
  discount.code ? discount.code.toUpperCase() : discount.name;

export const quoteQuery = (input: CheckoutQuoteInput) =>
  queryOptions({
    queryKey: ['checkout', 'quote', input],
    queryFn: ({ signal }) =>
      api<Quote>('/api/checkout/quote', { method: 'POST', body: input, signal }),
    staleTime: 30_000,
    // A changed cart keeps showing the last answer (marked as stale) until the new one is in.
    placeholderData: keepPreviousData,
    // A refusal (a line out of stock, too many quotes) says the same the second time.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });

export type CartQuote = {
  /** The answer for the current input; null while it loads or when it failed. */
  quote: Quote | null;
  /** The last answer, maybe for a previous input (shown dimmed while the next one loads). */
  shown: Quote | null;
  /** True while the answer for the current input is on its way. */
  updating: boolean;
  failed: boolean;
};

/** The quote of `input`; null asks nothing (the cart is still being checked, say). */
export function useQuote(input: CheckoutQuoteInput | null): CartQuote {
  const query = useQuery({
    ...quoteQuery(input ?? { currency: 'INR', orderItems: [] }),
    enabled: input !== null,
  });
  if (input === null) return { quote: null, shown: null, updating: false, failed: false };
  const current = query.data !== undefined && !query.isPlaceholderData;
  return {
    quote: current ? query.data! : null,
    shown: query.data ?? null,
    updating: query.isFetching && !current,
    failed: query.isError,
  };
}
