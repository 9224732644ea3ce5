/**
 * Prices in search: the effective price in SQL, the price bands and the min/max range, both in
 * the shopper's currency (shop-price-scale.ts maps them onto the stored shop prices).
 */
import {
  inPriceBand,
  priceBandOf,
  toMinor,
  type PriceBandId,
  type SearchQuery,
} from '@shop/shared';
import { sql, type SQL } from 'drizzle-orm';
import { effectivePriceSql } from '../../db/effective-price-sql';
import { products } from '../../db/schema';
import { shopRangeOf, type ShopPriceScale, type ShopRange } from './shop-price-scale';

export const effectivePriceCents = effectivePriceSql(products);

/** The band a shop price is shown in. */
export const bandOf = (scale: ShopPriceScale, shopMinor: number): PriceBandId =>
  priceBandOf(scale.bands, scale.shown(shopMinor));

/** The chosen band, when one is. */
export const chosenBand = (scale: ShopPriceScale, query: SearchQuery) =>
  scale.bands.find((b) => b.id === query.priceBand);

/** Whether a shop price is shown within minPrice..maxPrice (inclusive, in the shopper's currency). */
export const inRange = (scale: ShopPriceScale, query: SearchQuery, shopMinor: number) => {
  const shown = scale.shown(shopMinor);
  return (
    (query.minPrice === undefined || shown >= toMinor(query.minPrice)) &&
    (query.maxPrice === undefined || shown <= toMinor(query.maxPrice))
  );
};

/** Whether a shop price is shown in the chosen band (or no band is chosen). */
export const inChosenBand = (scale: ShopPriceScale, query: SearchQuery, shopMinor: number) => {
  const band = chosenBand(scale, query);
  return !band || inPriceBand(band, scale.shown(shopMinor));
};

/**
 * min <= effective price < max on the stored column, so the effective-price indexes serve it
 * whatever the currency: the bounds are shop prices, worked out before the query.
 */
export function rangeCondition({ min, max }: ShopRange): SQL {
  const conditions = [
    min === null ? sql`true` : sql`${effectivePriceCents} >= ${min}`,
    max === null ? sql`true` : sql`${effectivePriceCents} < ${max}`,
  ];
  return sql`(${sql.join(conditions, sql` and `)})`;
}

/** The shop prices shown in each band, as the browse counts' CASE needs them. */
export const bandRanges = (scale: ShopPriceScale) =>
  scale.bands.map((band) => ({ id: band.id, range: shopRangeOf(scale, band.min, band.max) }));

/** The shop prices shown within minPrice..maxPrice (inclusive), or null when neither is set. */
export function queryRange(scale: ShopPriceScale, query: SearchQuery): ShopRange | null {
  if (query.minPrice === undefined && query.maxPrice === undefined) return null;
  return shopRangeOf(
    scale,
    query.minPrice === undefined ? null : toMinor(query.minPrice),
    // Shown at most maxPrice: shown below the next minor unit.
    query.maxPrice === undefined ? null : toMinor(query.maxPrice) + 1,
  );
}

/** minPrice..maxPrice and the chosen band, as conditions on the stored price. */
export function priceConditions(scale: ShopPriceScale, query: SearchQuery): SQL[] {
  const range = queryRange(scale, query);
  const band = chosenBand(scale, query);
  return [
    ...(range ? [rangeCondition(range)] : []),
    ...(band ? [rangeCondition(shopRangeOf(scale, band.min, band.max))] : []),
  ];
}
