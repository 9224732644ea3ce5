/** Test data: a quote (POST /api/checkout/quote) as the API answers it, sums left to the test. */
import type { ApiReplyBody } from '@shop/shared';

export type QuoteBody = ApiReplyBody<'POST /api/checkout/quote'>;

/** One line of `subtotal` (minor units), 18% GST, no discount, free shipping, nothing paid by balances. */
export function buildQuote(overrides: Partial<QuoteBody> = {}): QuoteBody {
  const subtotal = overrides.subtotal ?? 149_800;
  return {
    success: true,
    currency: 'INR',
    lines: [
      {
        id: 'journal',
        variantId: 'journal-v1',
        title: 'Journal',
        quantity: 1,
        unitPrice: subtotal,
        discount: 0,
        total: subtotal,
        taxPercent: 18,
      },
    ],
    subtotal,
    discounts: [],
    discountTotal: 0,
    shipping: { code: 'standard', name: 'Standard', amount: 0 },
    tax: 0,
    codFee: 0,
    total: subtotal,
    giftCards: [],
    storeCredit: 0,
    amountDue: subtotal,
    giftCardProblems: [],
    ...overrides,
  };
}
