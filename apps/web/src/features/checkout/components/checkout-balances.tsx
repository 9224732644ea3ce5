/**
 * 'Gift cards and store credit' at the payment step (issue 28): the cards added, and the credit
 * of a signed-in customer who has some. Both are in rupees; the quote says what each pays.
 */
import type { CurrencyCode } from '@shop/shared';
import { useId } from 'react';
import type { Quote } from '../../../lib/checkout-quote';
import { useStoreCredit } from '../../../lib/store-credit';
import { GiftCardField } from './gift-card-field';
import { StoreCreditChoice } from './store-credit-choice';

type Props = {
  quote: Quote | null;
  giftCardRefusal: string | null;
  signedIn: boolean;
  currency: CurrencyCode;
};

export function CheckoutBalances({ quote, giftCardRefusal, signedIn, currency }: Props) {
  const headingId = useId();
  const credit = useStoreCredit(signedIn).data;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-sand-200"
    >
      <h3 id={headingId} className="font-medium text-stone-900">
        {credit && credit.balance > 0 ? 'Gift cards and store credit' : 'Gift cards'}
      </h3>
      <GiftCardField quote={quote} refusal={giftCardRefusal} />
      {credit && credit.balance > 0 && (
        <StoreCreditChoice balance={credit.balance} currency={currency} />
      )}
    </section>
  );
}
