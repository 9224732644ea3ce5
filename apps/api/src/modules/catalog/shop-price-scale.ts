/**
 * Price filters in the shopper's currency over the shop prices the index holds (record 036). A
 * shop price is shown abroad converted at the day's rate and rounded up by the currency's rule;
 * both steps never decrease, so a range of shown prices is a range of shop prices, found here by
 * bisection with the same rule the page uses (convertShopMinor).
 */
import {
  convertShopMinor,
  priceBandsIn,
  type CurrencyCode,
  type PriceBand,
  type PriceContext,
} from '@shop/shared';

/** The highest integer column value: no shop price is above it. */
const MAX_SHOP_MINOR = 2_147_483_647;

/** How the shopper's currency maps onto shop prices. */
export type ShopPriceScale = {
  currency: CurrencyCode;
  bands: readonly PriceBand[];
  /** The price shown in `currency` for a shop price (both in minor units). */
  shown: (shopMinor: number) => number;
  /** The least shop price shown at `minor` or more; null when none is. */
  firstShownAtLeast: (minor: number) => number | null;
};

/** A half-open range of shop prices, min <= price < max (null: open). */
export type ShopRange = { min: number | null; max: number | null };

/** The shop currency itself: prices are filtered as they are stored. */
export function shopScale(currency: CurrencyCode): ShopPriceScale {
  return {
    currency,
    bands: priceBandsIn(currency),
    shown: (shopMinor) => shopMinor,
    firstShownAtLeast: (minor) => (minor > MAX_SHOP_MINOR ? null : Math.max(0, Math.ceil(minor))),
  };
}

/** Another currency: prices shown converted at the context's rate, rounded up by its rule. */
export function convertedScale(currency: CurrencyCode, context: PriceContext): ShopPriceScale {
  if (currency === context.shopCurrency) return shopScale(currency);
  const shown = (shopMinor: number) => convertShopMinor(shopMinor, currency, context);
  return {
    currency,
    bands: priceBandsIn(currency),
    shown,
    firstShownAtLeast(minor) {
      if (shown(MAX_SHOP_MINOR) < minor) return null;
      let low = 0;
      let high = MAX_SHOP_MINOR;
      // Invariant: shown(high) >= minor; every price below `low` is shown below it.
      while (low < high) {
        const mid = low + Math.floor((high - low) / 2);
        if (shown(mid) >= minor) high = mid;
        else low = mid + 1;
      }
      return low;
    },
  };
}

/**
 * The shop prices shown in [min, max) (minor units of the scale's currency). A lower bound no
 * shop price reaches gives an empty range (max === min).
 */
export function shopRangeOf(
  scale: ShopPriceScale,
  min: number | null,
  max: number | null,
): ShopRange {
  const low = min === null ? null : scale.firstShownAtLeast(min);
  if (min !== null && low === null) return { min: MAX_SHOP_MINOR, max: MAX_SHOP_MINOR };
  return { min: low, max: max === null ? null : scale.firstShownAtLeast(max) };
}
