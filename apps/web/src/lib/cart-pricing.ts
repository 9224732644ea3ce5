/**
 * Cart totals in the display currency, GST inside (record 036), by the shared rule the checkout
 * charges by. Apart from shop-pricing.ts so that pages that only show prices do not load it.
 */
import { computeInclusiveTotals, type InclusiveTotals, type Product } from '@shop/shared';
import type { ShopPricing } from './shop-pricing';

type PricedItem = Pick<Product, 'price' | 'salePrice' | 'taxPercent'> & {
  priceList?: Product['priceList'];
  quantity: number;
};

/** Totals of cart lines priced by `pricing` (`taxed` false for an export). */
export function cartTotals(
  pricing: ShopPricing,
  items: readonly PricedItem[],
  shippingMinor: number,
  taxed: boolean,
): InclusiveTotals {
  return computeInclusiveTotals(
    items.map((item) => ({
      unitMinor: pricing.unitMinor(item),
      quantity: item.quantity,
      taxPercent: item.taxPercent,
    })),
    shippingMinor,
    taxed,
  );
}
