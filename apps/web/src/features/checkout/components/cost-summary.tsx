/**
 * The cost summary of the checkout: the lines, subtotal, shipping, total, and the GST the prices
 * include ("Includes ₹X GST"; none for an export), in the display currency (record 036).
 */
import type { InclusiveTotals } from '@shop/shared';
import { Money } from '../../../components/ui/price';
import { productImageUrl } from '../../../lib/images';
import { cartTotals } from '../../../lib/cart-pricing';
import { useShopPricing } from '../../../lib/shop-pricing';
import { cartLineKey, type CartItem } from '../../../stores/cart-store';

type Props = {
  items: CartItem[];
  /** Priced with the chosen shipping method; null until one is chosen. */
  totals: InclusiveTotals | null;
  /** False for a parcel sent abroad: no GST in the prices. */
  taxed: boolean;
};

export function CostSummary({ items, totals, taxed }: Props) {
  const pricing = useShopPricing();
  const goods = pricing && cartTotals(pricing, items, 0, taxed);
  return (
    <section
      aria-labelledby="summary-title"
      className="rounded-2xl bg-white p-5 ring-1 ring-sand-200 sm:p-6"
    >
      <h2 id="summary-title" className="font-serif text-xl text-brand-900">
        Order summary
      </h2>
      <ul className="mt-4 divide-y divide-sand-100">
        {items.map((item) => (
          <li key={cartLineKey(item)} className="flex items-center gap-3 py-3">
            <img
              src={productImageUrl(item.image[0] ?? '', 400)}
              alt=""
              width={56}
              height={56}
              className="size-14 rounded-lg bg-sand-100 object-cover"
            />
            <div className="min-w-0 flex-1 text-sm">
              <p className="truncate font-medium text-stone-900">{item.title}</p>
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
                className="text-sm font-medium"
              />
            ) : (
              'Loading...'
            )}
          </li>
        ))}
      </ul>
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
        <div className="flex justify-between border-t border-sand-200 pt-3 text-base font-semibold text-brand-900">
          <dt>Total</dt>
          <dd>{totals ? <Money minor={totals.total} /> : goods ? '—' : 'Loading...'}</dd>
        </div>
        {totals && pricing && (
          <p className="text-xs text-stone-600">
            {taxed
              ? `Includes ${pricing.format(totals.tax)} GST`
              : 'No GST: an export, zero-rated under LUT'}
          </p>
        )}
      </dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between text-stone-700">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
