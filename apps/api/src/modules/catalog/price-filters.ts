/** Prices in search: the effective price in SQL, the shared price bands, a min/max range. */
import {
  PRICE_BANDS,
  inPriceBand,
  toMinor,
  type PriceBand,
  type PriceBandId,
  type SearchQuery,
} from '@shop/shared';
import { gte, sql, type SQL } from 'drizzle-orm';
import { effectivePriceSql } from '../../db/effective-price-sql';
import { products } from '../../db/schema';

export const effectivePriceCents = effectivePriceSql(products);

export const bandOf = (cents: number): PriceBandId =>
  (PRICE_BANDS.find((b) => inPriceBand(b, cents)) ?? PRICE_BANDS[PRICE_BANDS.length - 1]!).id;

export const inRange = (query: SearchQuery, cents: number) =>
  (query.minPrice === undefined || cents >= toMinor(query.minPrice)) &&
  (query.maxPrice === undefined || cents <= toMinor(query.maxPrice));

/** min <= effective price < max (shared inPriceBand): each product counts in one band. */
export function bandCondition(band: PriceBand): SQL {
  const conditions = [
    band.min === null ? sql`true` : sql`${effectivePriceCents} >= ${toMinor(band.min)}`,
    band.max === null ? sql`true` : sql`${effectivePriceCents} < ${toMinor(band.max)}`,
  ];
  return sql`(${sql.join(conditions, sql` and `)})`;
}

export function priceConditions(query: SearchQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.minPrice !== undefined)
    conditions.push(gte(effectivePriceCents, toMinor(query.minPrice)));
  if (query.maxPrice !== undefined)
    conditions.push(sql`${effectivePriceCents} <= ${toMinor(query.maxPrice)}`);
  const band = PRICE_BANDS.find((b) => b.id === query.priceBand);
  if (band) conditions.push(bandCondition(band));
  return conditions;
}
