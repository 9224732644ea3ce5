/** The cost summary of the checkout: subtotal, shipping, tax percentage, discount (when there is one) and total. */
import { computeCartTotals, effectivePrice, fromMinor, toMinor } from '@shop/shared';
import { Price } from '../../../components/ui/price';
import { productImageUrl } from '../../../lib/images';
import type { CartItem } from '../../../stores/cart-store';

type Props = {
  items: CartItem[];
  /** The chosen shipping method's charge in US cents; null until one is chosen. */
  shippingCents: number | null;
};

export function CostSummary({ items, shippingCents }: Props) {
  const totals = computeCartTotals(items, shippingCents ?? 0);
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
          <li key={item._id} className="flex items-center gap-3 py-3">
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
                {item.selectedColor ? ` · ${item.selectedColor}` : ''}
              </p>
            </div>
            <Price
              amount={fromMinor(toMinor(effectivePrice(item)) * item.quantity)}
              className="text-sm font-medium"
            />
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-2 border-t border-sand-200 pt-4 text-sm">
        <Row label="Subtotal">
          <Price amount={totals.subTotalPrice} />
        </Row>
        <Row label="Shipping">
          {shippingCents === null ? (
            <span className="text-stone-600">Choose a method</span>
          ) : shippingCents === 0 ? (
            'Free'
          ) : (
            <Price amount={totals.shippingCost} />
          )}
        </Row>
        <Row label={`Tax (${totals.taxPercentage}%)`}>
          <Price amount={totals.totalTax} />
        </Row>
        {totals.cents.discount > 0 && (
          <Row label="Discount">
            <span className="text-red-700">
              -<Price amount={totals.calculateDiscount} />
            </span>
          </Row>
        )}
        <div className="flex justify-between border-t border-sand-200 pt-3 text-base font-semibold text-brand-900">
          <dt>Total</dt>
          <dd>
            <Price amount={totals.totalAmount} />
          </dd>
        </div>
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
