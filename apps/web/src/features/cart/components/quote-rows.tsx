/**
 * The cart summary's sums from the server's quote (issue 28): the subtotal, each discount on its
 * own line ("FESTIVE10 −₹150", or an automatic offer's name), and the total of the goods. The
 * destination decides shipping at checkout, so it stays out of the total, unless a discount takes
 * shipping off: then the quote's shipping (to India, its first method) is shown with it, so the
 * lines still add up to the total.
 */
import { computeInclusiveTotals, SHIPPING_MESSAGES } from '@shop/shared';
import type { ReactNode } from 'react';
import { discountLabel, quoteMoney, type Quote } from '../../../lib/checkout-quote';

export const TOTAL_ROW =
  'mt-2 border-t border-sand-200 pt-4 text-base font-semibold text-brand-900';

export function SummaryRow({
  label,
  children,
  className = '',
}: {
  label: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${className}`}>
      <dt className="min-w-0 break-words">{label}</dt>
      <dd className="text-right whitespace-nowrap tabular-nums">{children}</dd>
    </div>
  );
}

type Props = { quote: Quote; updating: boolean; inIndia: boolean };

export function QuoteRows({ quote, updating, inIndia }: Props) {
  const money = (minor: number) => quoteMoney(quote, minor);
  // The goods by the one line rule, each line after its share of the discounts.
  const goods = computeInclusiveTotals(
    quote.lines.map((line) => ({
      unitMinor: line.unitPrice,
      quantity: line.quantity,
      taxPercent: line.taxPercent,
      discountMinor: line.discount,
    })),
    0,
    inIndia,
  );
  const shippingOff = quote.discountTotal - goods.discount;
  const total = shippingOff > 0 ? quote.total : goods.total;
  const tax = shippingOff > 0 ? quote.tax : goods.tax;
  return (
    <dl
      aria-busy={updating || undefined}
      className={`mt-6 flex flex-col gap-3 text-sm text-stone-700 transition-opacity ${updating ? 'opacity-60' : ''}`}
    >
      <SummaryRow label="Subtotal">{money(quote.subtotal)}</SummaryRow>
      {shippingOff > 0 && (
        <SummaryRow label={`Shipping (${quote.shipping.name})`}>
          {money(quote.shipping.amount)}
        </SummaryRow>
      )}
      {quote.discounts.map((discount) => (
        <SummaryRow key={`${discount.code ?? ''}|${discount.name}`} label={discountLabel(discount)}>
          <span className="text-brand-800">−{money(discount.amount)}</span>
        </SummaryRow>
      ))}
      {shippingOff === 0 && <p>{SHIPPING_MESSAGES.calculatedAtCheckout}</p>}
      <SummaryRow label="Total" className={TOTAL_ROW}>
        {money(total)}
      </SummaryRow>
      <p className="text-xs text-stone-600">
        {shippingOff > 0 && 'Shipping to India; your address decides it at checkout. '}
        {inIndia
          ? `Includes ${money(tax)} GST`
          : 'Prices include GST for delivery in India; parcels sent abroad carry none.'}
      </p>
    </dl>
  );
}
