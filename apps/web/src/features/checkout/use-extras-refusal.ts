/**
 * Where the payment's refusal of what the shopper added shows (issue 28). The intent refuses a
 * code that no longer applies in the quote's words, and a gift card by its field: the checkout
 * quotes again, and a refusal the new quote agrees with shows at the code or at the gift cards
 * (the step's own alert keeps the rest). Each is kept for the code or cards it was about.
 */
import type { CheckoutQuoteInput } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiError } from '../../lib/api-client';
import { quoteQuery } from '../../lib/checkout-quote';
import type { CheckoutExtras } from '../../stores/checkout-extras';

type Refusal = { at: 'code' | 'gift-cards'; about: string; message: string };

export function useExtrasRefusal(extras: CheckoutExtras, input: CheckoutQuoteInput | null) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const cards = extras.giftCardCodes.join(',');

  const requote = async () => {
    if (!input) return null;
    try {
      return await queryClient.fetchQuery({ ...quoteQuery(input), staleTime: 0 });
    } catch {
      return null;
    }
  };

  /** True when the refusal is shown at the code or the cards. */
  const onRefused = async (error: ApiError): Promise<boolean> => {
    const quote = await requote();
    const cardProblem = error.errors?.giftCardCodes;
    if (cardProblem) {
      setRefusal({ at: 'gift-cards', about: cards, message: cardProblem });
      return true;
    }
    if (extras.discountCode && quote?.codeProblem === error.message) {
      setRefusal({ at: 'code', about: extras.discountCode, message: error.message });
      return true;
    }
    return false;
  };

  const shown = (at: Refusal['at'], about: string) =>
    refusal?.at === at && refusal.about === about ? refusal.message : null;
  return {
    onRefused,
    codeRefusal: extras.discountCode ? shown('code', extras.discountCode) : null,
    giftCardRefusal: shown('gift-cards', cards),
  };
}
