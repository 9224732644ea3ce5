/**
 * The checkout summary's sums from the server's quote (issue 28): subtotal, shipping before any
 * discount, each discount named on its own line ("FESTIVE10 −₹150", an automatic offer's name,
 * 'Paid online'), the COD fee, the total with the GST inside; then what gift cards ("Gift card
 * •••• H2NC −₹700") and store credit pay of it, and the amount still due.
 */
import { giftCardLabel } from '@shop/shared';
import { discountLabel, quoteMoney, type Quote } from '../../../lib/checkout-quote';
import { SummaryRow as Row } from './summary-row';

type Props = { quote: Quote; updating: boolean; taxed: boolean };

export function QuoteSums({ quote, updating, taxed }: Props) {
  const money = (minor: number) => quoteMoney(quote, minor);
  const paidByBalances = quote.giftCards.length > 0 || quote.storeCredit > 0;
  return (
    <dl
      aria-busy={updating || undefined}
      className={`mt-4 space-y-2 border-t border-sand-200 pt-4 text-sm transition-opacity ${updating ? 'opacity-60' : ''}`}
    >
      <Row label="Subtotal">{money(quote.subtotal)}</Row>
      {/* Before a free-shipping discount, which is named with the others below. */}
      <Row label="Shipping">
        {quote.shipping.amount === 0 ? 'Free' : money(quote.shipping.amount)}
      </Row>
      {quote.discounts.map((discount) => (
        <Row key={`${discount.code ?? ''}|${discount.name}`} label={discountLabel(discount)}>
          <span className="text-brand-800">−{money(discount.amount)}</span>
        </Row>
      ))}
      {quote.codFee > 0 && <Row label="Cash on delivery fee">{money(quote.codFee)}</Row>}
      <div className="flex justify-between gap-4 border-t border-sand-200 pt-3 text-base font-semibold text-brand-900">
        <dt>Total</dt>
        <dd className="tabular-nums">{money(quote.total)}</dd>
      </div>
      <p className="text-xs text-stone-600">
        {taxed ? `Includes ${money(quote.tax)} GST` : 'No GST: an export, zero-rated under LUT'}
      </p>
      {quote.giftCards.map((card) => (
        <Row key={card.code} label={giftCardLabel(card.last4)}>
          <span className="text-brand-800">−{money(card.amount)}</span>
        </Row>
      ))}
      {quote.storeCredit > 0 && (
        <Row label="Store credit">
          <span className="text-brand-800">−{money(quote.storeCredit)}</span>
        </Row>
      )}
      {paidByBalances && (
        <div className="flex justify-between gap-4 border-t border-sand-200 pt-3 text-base font-semibold text-brand-900">
          <dt>{quote.codFee > 0 ? 'To pay on delivery' : 'To pay'}</dt>
          <dd className="tabular-nums">{money(quote.amountDue)}</dd>
        </div>
      )}
    </dl>
  );
}
