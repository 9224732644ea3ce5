/**
 * The effective (sale) price, written once: a sale price counts only when it is below the regular
 * price. The API's SQL twin (apps/api/src/db/effective-price-sql.ts) is tested against this.
 */

/** The sale price when it counts (strictly below the price, same units), else null. */
export function activeSalePrice(price: number, salePrice: number | null): number | null {
  return salePrice !== null && salePrice < price ? salePrice : null;
}

/** The price a shopper pays per unit, in integer cents. */
export function effectivePriceCents(p: { priceCents: number; salePriceCents: number | null }) {
  return activeSalePrice(p.priceCents, p.salePriceCents) ?? p.priceCents;
}

/** The price a shopper pays per unit, as the API's Product sends it (decimals of the shop currency). */
export function effectivePrice(p: { price: number; salePrice: number | null }): number {
  return activeSalePrice(p.price, p.salePrice) ?? p.price;
}
