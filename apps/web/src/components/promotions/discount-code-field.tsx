/**
 * 'Discount code' for the cart and the checkout (issue 28): one code per order, kept for the tab
 * so the checkout uses what the cart applied. Whether it applies is the quote's answer: its
 * reason shows under the field in the server's words, and 'Remove' takes the code off.
 */
import type { CartQuote } from '../../lib/checkout-quote';
import { useCheckoutExtras } from '../../stores/checkout-extras';
import { CodeForm } from './code-form';

type Props = {
  quote: CartQuote;
  /** The payment's refusal of the code (same words as the quote's), until the next quote. */
  refusal?: string | null;
};

export function DiscountCodeField({ quote, refusal = null }: Props) {
  const code = useCheckoutExtras((s) => s.discountCode);
  const applyCode = useCheckoutExtras((s) => s.applyCode);
  const removeCode = useCheckoutExtras((s) => s.removeCode);
  const answer = code ? quote.quote : null;
  const problem = code ? (refusal ?? answer?.codeProblem ?? null) : null;
  const status = !code
    ? null
    : quote.updating
      ? 'Checking the code…'
      : answer && !answer.codeProblem
        ? `${code.toUpperCase()} applied`
        : null;
  return (
    <CodeForm
      label="Discount code"
      action="Apply"
      emptyMessage="Enter a discount code"
      onCode={(typed) => {
        applyCode(typed);
        return null;
      }}
      applied={code ? { code, onRemove: removeCode } : null}
      problem={problem}
      status={status}
    />
  );
}
