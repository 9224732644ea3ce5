/** One cart line: photo and title (both open the product), category, price, line total, quantity, Remove. */
import { CART_LINE_MAX, TIMINGS } from '@shop/shared';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { ProductPrice } from '../../../components/product/product-price';
import { Money } from '../../../components/ui/price';
import { cartTotals } from '../../../lib/cart-pricing';
import { useShopPricing } from '../../../lib/shop-pricing';
import { cx } from '../../../lib/class-names';
import { lineProblemText, type LineProblem } from '../../../lib/fresh-cart';
import { formatIndiaShortDay } from '../../../lib/india-date';
import { productImageUrl } from '../../../lib/images';
import { cartLineKey, lineLimit, useCartStore, type CartItem } from '../../../stores/cart-store';
import { useRemoveAnimation } from '../hooks/use-remove-animation';
import { CartQuantity } from './cart-quantity';

/** Who a gift card is for and when it is mailed: "For Meera (meera@example.com), arrives 28 Nov". */
function giftCardFor({
  recipientName,
  recipientEmail,
  deliverOn,
}: NonNullable<CartItem['giftCard']>) {
  // The shop's day at noon, written without the weekday ("Sat 28 Nov" -> "28 Nov").
  const day = deliverOn && formatIndiaShortDay(new Date(`${deliverOn}T12:00:00+05:30`)).slice(4);
  return `For ${recipientName} (${recipientEmail}), ${day ? `arrives ${day}` : 'sent once paid'}`;
}

type CartLineProps = { item: CartItem; problem?: LineProblem; onRemoved: () => void };

export function CartLine({ item, problem, onRemoved }: CartLineProps) {
  const updateQuantity = useCartStore((s) => s.updateQuantity);
  const removeItem = useCartStore((s) => s.removeItem);
  const key = cartLineKey(item);
  const { removing, startRemoval } = useRemoveAnimation(() => {
    removeItem(key);
    onRemoved();
  });
  // A variant's line opens its product on that variant, and names it where the title alone
  // would be ambiguous (two rulings of one journal).
  const href = `/products/${item._id}${item.variantId ? `?variant=${encodeURIComponent(item.variantId)}` : ''}`;
  const named = item.optionLabel ? `${item.title} (${item.optionLabel})` : item.title;
  // Two gift cards of one amount differ by whom they are for.
  const name = item.giftCard ? `${named} for ${item.giftCard.recipientName}` : named;
  const file = item.image[0];
  const problemId = `cart-line-problem-${key}`;
  const limit = lineLimit(item);
  // The same arithmetic as the summary (one line's subtotal), so the lines add up to it.
  const pricing = useShopPricing();
  const lineTotal = pricing ? cartTotals(pricing, [item], 0, true).subtotal : null;

  return (
    <article
      aria-labelledby={`cart-line-${key}`}
      aria-describedby={problem ? problemId : undefined}
      style={{ transitionDuration: `${TIMINGS.removeAnimationMs}ms` }}
      className={cx(
        'flex gap-4 rounded-2xl bg-white p-3 ring-1 ring-sand-200 transition-[translate,opacity] ease-out sm:gap-6 sm:p-4',
        problem && 'ring-clay-500/60',
        removing && '-translate-x-full opacity-0',
      )}
    >
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className="size-20 shrink-0 overflow-hidden rounded-xl bg-sand-100 sm:size-32"
      >
        {file && (
          <img
            src={productImageUrl(file, 400)}
            alt=""
            width={800}
            height={800}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-500 hover:scale-[1.03]"
          />
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-[11px] font-medium tracking-[0.12em] text-brand-700 uppercase">
          {item.category.name}
        </p>
        <h3
          id={`cart-line-${key}`}
          className="font-serif text-base leading-snug break-words text-brand-900 sm:text-lg"
        >
          <Link to={href} className="hover:underline hover:underline-offset-4">
            {item.title}
          </Link>
        </h3>
        {item.giftCard && (
          <p className="text-xs break-words text-stone-600">{giftCardFor(item.giftCard)}</p>
        )}
        {item.optionLabel ? (
          <p className="text-xs text-stone-600">
            {item.optionLabel}
            {item.sku && <span className="sr-only">, SKU {item.sku}</span>}
          </p>
        ) : (
          item.selectedColor && (
            <p className="text-xs text-stone-600">Colour: {item.selectedColor}</p>
          )
        )}
        {problem?.kind !== 'unavailable' && (
          <div className="flex flex-wrap items-baseline justify-between gap-x-4">
            <ProductPrice product={item} />
            <p className="text-sm text-stone-700">
              Line total:{' '}
              {lineTotal === null ? (
                'Loading...'
              ) : (
                <Money minor={lineTotal} className="font-semibold text-brand-900 tabular-nums" />
              )}
            </p>
          </div>
        )}
        {problem ? (
          <p id={problemId} className="text-sm font-medium text-clay-600">
            {lineProblemText(problem)}
          </p>
        ) : (
          limit < CART_LINE_MAX &&
          item.quantity >= limit && (
            <p className="text-sm text-stone-600">Only {limit} left in stock</p>
          )
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <CartQuantity
            title={name}
            value={item.quantity}
            max={limit}
            disabled={removing}
            onChange={(quantity) => updateQuantity(key, quantity)}
          />
          <button
            type="button"
            onClick={startRemoval}
            aria-label={`Remove, ${name}`}
            disabled={removing}
            className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-stone-700 transition-colors hover:bg-sand-100 hover:text-clay-600 disabled:opacity-50"
          >
            <Trash2 size={16} strokeWidth={1.75} aria-hidden="true" />
            Remove
          </button>
        </div>
      </div>
    </article>
  );
}
