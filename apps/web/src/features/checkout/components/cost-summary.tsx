/**
 * The cost summary of the checkout: the lines, subtotal, shipping, total, and the GST the prices
 * include ("Includes ₹X GST"; none for an export), in the display currency (record 036). With the
 * payment chosen (issue 27) the prepaid discount or the cash-on-delivery fee is a line of its own,
 * inside the total. A long title wraps onto two lines within its column, never wider than a phone.
 * Once the server's quote is in (issue 28) the sums are its own: each discount named on its line,
 * gift cards and store credit under the total, and the amount still due.
 */
import { Money } from '../../../components/ui/price';
import { productImageUrl } from '../../../lib/images';
import { cartTotals } from '../../../lib/cart-pricing';
import { useShopPricing } from '../../../lib/shop-pricing';
import { cartLineKey, type CartItem } from '../../../stores/cart-store';
import type { CartQuote } from '../../../lib/checkout-quote';
import type { ChoiceTotals } from '../payment-choice';
import { QuoteSums } from './quote-sums';
import { SummaryRow as Row } from './summary-row';

type Props = {
  items: CartItem[];
  /** Priced with the chosen shipping method; null until one is chosen. */
  totals: ChoiceTotals | null;
  /** False for a parcel sent abroad: no GST in the prices. */
  taxed: boolean;
  /** The server's prices, when asked (a method chosen); the local sums show until they arrive. */
  quote?: CartQuote | null;
};

export function CostSummary({ items, totals, taxed, quote = null }: Props) {
  const pricing = useShopPricing();
  const goods = pricing && cartTotals(pricing, items, 0, taxed);
  return (
    <section
      aria-labelledby="summary-title"
      className="h-fit min-w-0 rounded-2xl bg-white p-5 ring-1 ring-sand-200 sm:p-6"
    >
      <h2 id="summary-title" className="font-serif text-xl text-brand-900">
        Order summary
      </h2>
      <ul className="mt-4 divide-y divide-sand-100">
        {items.map((item) => (
          <li key={cartLineKey(item)} className="flex items-start gap-3 py-3">
            <img
              src={productImageUrl(item.image[0] ?? '', 400)}
              alt=""
              width={56}
              height={56}
              className="size-14 shrink-0 rounded-lg bg-sand-100 object-cover"
            />
            <div className="min-w-0 flex-1 text-sm">
              <p className="line-clamp-2 font-medium break-words text-stone-900">{item.title}</p>
              <p className="text-stone-600">
                Qty {item.quantity}
                {item.optionLabel
                  ? ` · ${item.optionLabel}`
                  : item.selectedColor
                    ? ` · ${item.selectedColor}`
                    : ''}
              </p>
            </div>
            {pricing ? (
              <Money
                minor={pricing.unitMinor(item) * item.quantity}
                className="shrink-0 text-sm font-medium whitespace-nowrap tabular-nums"
              />
            ) : (
              'Loading...'
            )}
          </li>
        ))}
      </ul>
      {quote?.shown ? (
        <QuoteSums quote={quote.shown} updating={quote.updating} taxed={taxed} />
      ) : (
        <LocalSums goods={goods} totals={totals} taxed={taxed} />
      )}
    </section>
  );
}

type LocalProps = {
  goods: ReturnType<typeof cartTotals> | null;
  totals: ChoiceTotals | null;
  taxed: boolean;
};

/** The page's own sums, by the rules the server charges by, until its quote arrives. */
function LocalSums({ goods, totals, taxed }: LocalProps) {
  const pricing = useShopPricing();
  return (
    <dl className="mt-4 space-y-2 border-t border-sand-200 pt-4 text-sm">
      <Row label="Subtotal">{goods ? <Money minor={goods.subtotal} /> : 'Loading...'}</Row>
      <Row label="Shipping">
        {totals === null ? (
          <span className="text-stone-600">Choose a method</span>
        ) : totals.shipping === 0 ? (
          'Free'
        ) : (
          <Money minor={totals.shipping} />
        )}
      </Row>
      {totals !== null && totals.discount > 0 && (
        <Row label="Prepaid discount">
          <span className="text-brand-800">
            −<Money minor={totals.discount} />
          </span>
        </Row>
      )}
      {totals !== null && totals.codFee > 0 && (
        <Row label="Cash on delivery fee">
          <Money minor={totals.codFee} />
        </Row>
      )}
      <div className="flex justify-between gap-4 border-t border-sand-200 pt-3 text-base font-semibold text-brand-900">
        <dt>Total</dt>
        <dd className="tabular-nums">
          {totals ? <Money minor={totals.amount} /> : goods ? '—' : 'Loading...'}
        </dd>
      </div>
      {totals && pricing && (
        <p className="text-xs text-stone-600">
          {taxed
            ? `Includes ${pricing.format(totals.tax)} GST`
            : 'No GST: an export, zero-rated under LUT'}
        </p>
      )}
    </dl>
  );
}
