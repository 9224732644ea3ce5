/**
 * The effective price as SQL, for the catalogue's price filters, sorts and facets and for the
 * indexes that serve them. The rule is @shop/shared's `effectivePriceCents` (a sale price counts
 * only below the price); `coalesce(sale, price)` equals it because a stored sale price is never
 * above the price (the back office refuses one: `adminProductSchema`), and
 * effective-price-sql.test.ts checks both agree on stored products. Keep the text as it is: the
 * indexes products_effective_price_idx and products_category_price_idx are built on this exact
 * expression, and PostgreSQL uses an expression index only for the same expression.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

export function effectivePriceSql(columns: {
  priceCents: AnyColumn;
  salePriceCents: AnyColumn;
}): SQL<number> {
  return sql<number>`coalesce(${columns.salePriceCents}, ${columns.priceCents})`;
}
