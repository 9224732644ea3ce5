/**
 * Facets count what each choice would give: category counts apply every filter but the category,
 * price-band counts every filter but the price.
 */
import { PRICE_BANDS, type PriceBandId, type SearchFacets, type SearchQuery } from '@shop/shared';

/** How many products fall in one category, price band and min/max price range. */
export type Cell = { category: string; band: PriceBandId; inRange: boolean; count: number };

export function facetsOf(
  cells: Cell[],
  query: SearchQuery,
  categoryList: { slug: string; name: string }[],
): { total: number; facets: SearchFacets } {
  const priceOk = (c: Cell) => c.inRange && (!query.priceBand || c.band === query.priceBand);
  const categoryOk = (c: Cell) => !query.category || c.category === query.category;
  const sum = (keep: (c: Cell) => boolean) =>
    cells.reduce((n, c) => (keep(c) ? n + c.count : n), 0);
  return {
    total: sum((c) => priceOk(c) && categoryOk(c)),
    facets: {
      categories: categoryList.map((cat) => ({
        ...cat,
        count: sum((c) => c.category === cat.slug && priceOk(c)),
      })),
      priceBands: PRICE_BANDS.map((band) => ({
        band: band.id,
        label: band.label,
        count: sum((c) => c.band === band.id && categoryOk(c)),
      })),
    },
  };
}
