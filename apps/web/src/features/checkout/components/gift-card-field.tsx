/**
 * 'Gift card' at the payment step (issue 28): up to five cards, each listed as the quote applies
 * it ("Gift card •••• H2NC −₹700") or with the reason it does not, and removable. A repeat or a
 * sixth card is refused here; whether a card exists and holds money is the server's to say.
 */
import {
  GIFT_CARD_MESSAGES,
  GIFT_CARDS_PER_ORDER_MAX,
  giftCardLabel,
  isGiftCardCodeShape,
  normaliseGiftCardCode,
} from '@shop/shared';
import { CodeForm } from '../../../components/promotions/code-form';
import { quoteMoney, type Quote } from '../../../lib/checkout-quote';
import { useCheckoutExtras } from '../../../stores/checkout-extras';

type Props = {
  /** The quote for the cards listed now; null while it loads. */
  quote: Quote | null;
  /** The payment's refusal of a card, until the cards change. */
  refusal?: string | null;
};

export function GiftCardField({ quote, refusal = null }: Props) {
  const codes = useCheckoutExtras((s) => s.giftCardCodes);
  const addGiftCard = useCheckoutExtras((s) => s.addGiftCard);
  const removeGiftCard = useCheckoutExtras((s) => s.removeGiftCard);
  const full = codes.length >= GIFT_CARDS_PER_ORDER_MAX;

  const onCode = (typed: string) => {
    const code = normaliseGiftCardCode(typed);
    if (codes.includes(code)) return GIFT_CARD_MESSAGES.repeated;
    if (full) return `At most ${GIFT_CARDS_PER_ORDER_MAX} gift cards on one order`;
    if (!isGiftCardCodeShape(code)) return GIFT_CARD_MESSAGES.notFound;
    addGiftCard(code);
    return null;
  };

  return (
    <div className="space-y-3">
      <CodeForm
        label="Gift card"
        action="Add"
        emptyMessage="Enter the gift card code"
        onCode={onCode}
        problem={refusal}
        disabled={full}
        maxLength={24}
      />
      {codes.length > 0 && (
        <ul aria-label="Gift cards" className="space-y-2">
          {codes.map((code) => (
            <GiftCardLine
              key={code}
              code={code}
              quote={quote}
              onRemove={() => removeGiftCard(code)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function GiftCardLine({
  code,
  quote,
  onRemove,
}: {
  code: string;
  quote: Quote | null;
  onRemove: () => void;
}) {
  const same = (sent: string) => normaliseGiftCardCode(sent) === code;
  const applied = quote?.giftCards.find((card) => same(card.code));
  const problem = quote?.giftCardProblems.find((p) => same(p.code))?.message;
  const label = giftCardLabel(applied?.last4 ?? code.slice(-4));
  return (
    <li className="flex items-start justify-between gap-3 rounded-lg bg-sand-100 px-3 py-2 text-sm">
      <div className="min-w-0">
        <p className="font-medium text-stone-900">
          {label}
          {applied && (
            <span className="ml-2 whitespace-nowrap text-brand-800">
              −{quoteMoney(quote!, applied.amount)}
            </span>
          )}
        </p>
        {problem && <p className="mt-0.5 text-clay-600">{problem}</p>}
        {applied && (
          <p className="mt-0.5 text-xs text-stone-600">
            {quoteMoney(quote!, applied.balanceAfter)} left on the card after this order
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${label}`}
        className="shrink-0 rounded-full px-2 py-1 text-sm font-medium text-stone-700 underline-offset-4 hover:text-clay-600 hover:underline"
      >
        Remove
      </button>
    </li>
  );
}
