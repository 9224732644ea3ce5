/**
 * Facets count what each choice would give: category counts apply every filter but the category,
 * price-band counts every filter but the price, an option's counts every filter but that option's
 * (search-options.ts). The bands are those of the shopper's currency.
 */
import type { PriceBandId, SearchFacets, SearchQuery } from '@shop/shared';
import { optionFacetsOf, type OptionCell } from './search-options';
import type { ShopPriceScale } from './shop-price-scale';

/** How many products fall in one category, price band and min/max price range. */
export type Cell = { category: string; band: PriceBandId; inRange: boolean; count: number };

export function facetsOf(
  cells: Cell[],
  query: SearchQuery,
  scale: ShopPriceScale,
  categoryList: { slug: string; name: string }[],
  /** The option cells, counted under the other options' filters; `cells` pass them all. */
  optionCells: OptionCell[] = [],
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
      priceBands: scale.bands.map((band) => ({
        band: band.id,
        label: band.label,
        count: sum((c) => c.band === band.id && categoryOk(c)),
      })),
      options: optionFacetsOf(optionCells, query, (c) => priceOk(c) && categoryOk(c)),
    },
  };
}
