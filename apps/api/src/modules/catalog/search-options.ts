/**
 * Option filters and facets (record 042). A product matches an option filter when it sells one of
 * the chosen values; options are and-ed. Browsing asks `product_option_values` (the values of its
 * active variants, indexed); ranked text matches carry their row's own `options`.
 * An option's facet counts apply every filter but that option's own, as the category and price
 * facets do, so a checked value's neighbours still say what adding them would show.
 */
import {
  OPTION_FACET_VALUES_MAX,
  OPTION_FACETS_MAX,
  type OptionFacet,
  type OptionFilter,
  type PriceBandId,
  type SearchQuery,
} from '@shop/shared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { productOptionValues, products } from '../../db/schema';
/** A product's place in the category and price facets (search-facets.ts's Cell). */
type Place = { category: string; band: PriceBandId; inRange: boolean; count: number };
/** How many products of one category, price band and range have one option value. */
export type OptionCell = Place & { name: string; value: string };

/** An EXISTS per filtered option (but `except`), served by the (name, value, product) index. */
export function optionConditions(filters: OptionFilter[], except?: string): SQL[] {
  return filters
    .filter((f) => f.name !== except)
    .map(
      (f) => sql`exists (
        select 1 from ${productOptionValues} o
        where o.product_id = ${products.id} and o.name = ${f.name}
          and o.value in (${sql.join(
            f.values.map((v) => sql`${v}`),
            sql`, `,
          )}))`,
    );
}

/** Whether a product's option values pass the filters (but `except`). */
export function passesOptions(
  options: readonly [string, string][] | undefined,
  filters: OptionFilter[],
  except?: string,
): boolean {
  return filters.every(
    (f) =>
      f.name === except ||
      (options ?? []).some(([name, value]) => name === f.name && f.values.includes(value)),
  );
}

/**
 * The option cells of ranked matches: each value of a match counted under the other options'
 * filters. `cellOf` gives the match's category, band and range.
 */
export function optionCellsOf<C extends { options?: [string, string][] }>(
  matches: C[],
  filters: OptionFilter[],
  cellOf: (match: C) => Place,
): OptionCell[] {
  const cells: OptionCell[] = [];
  for (const match of matches)
    for (const [name, value] of match.options ?? [])
      if (passesOptions(match.options, filters, name))
        cells.push({ ...cellOf(match), name, value });
  return cells;
}

/**
 * The cells of the options' facets for browsing, over the whole catalogue: options nobody filters
 * under every option filter, each filtered option under the others'. `base` are the other
 * conditions on products.
 */
export function browseOptionQueries(filters: OptionFilter[], base: SQL[]) {
  const filtered = filters.map((f) => f.name);
  return [
    {
      names: filtered.length
        ? sql`${productOptionValues.name} not in (${sql.join(
            filtered.map((n) => sql`${n}`),
            sql`, `,
          )})`
        : sql`true`,
      where: and(...base, ...optionConditions(filters)),
    },
    ...filters.map((f) => ({
      names: eq(productOptionValues.name, f.name),
      where: and(...base, ...optionConditions(filters, f.name)),
    })),
  ];
}

/** '2' before '10', 'a5' beside 'A5'. */
const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * The option facets: per option, each value's count among the products that pass the category
 * and price filters (`keep`). Only options that narrow show: two values or more (or one chosen);
 * the options most products have first, at most OPTION_FACETS_MAX of them and
 * OPTION_FACET_VALUES_MAX values each (the most common); chosen ones always show.
 */
export function optionFacetsOf(
  cells: OptionCell[],
  query: Pick<SearchQuery, 'opt'>,
  keep: (cell: Place) => boolean,
): OptionFacet[] {
  const counts = new Map<string, Map<string, number>>();
  for (const cell of cells) {
    if (!keep(cell)) continue;
    const values = counts.get(cell.name) ?? new Map<string, number>();
    values.set(cell.value, (values.get(cell.value) ?? 0) + cell.count);
    counts.set(cell.name, values);
  }
  const chosen = new Map(query.opt.map((f) => [f.name, f.values]));
  for (const [name, values] of chosen) {
    const known = counts.get(name) ?? new Map<string, number>();
    for (const value of values) if (!known.has(value)) known.set(value, 0);
    counts.set(name, known);
  }
  const reach = (values: Map<string, number>) => [...values.values()].reduce((a, b) => a + b, 0);
  return [...counts]
    .filter(([name, values]) => chosen.has(name) || values.size >= 2)
    .sort(([a, av], [b, bv]) => reach(bv) - reach(av) || natural.compare(a, b))
    .filter(([name], i) => chosen.has(name) || i < OPTION_FACETS_MAX)
    .map(([name, values]) => ({
      name,
      values: [...values]
        .sort(([a, an], [b, bn]) => bn - an || natural.compare(a, b))
        .filter(([value], i) => i < OPTION_FACET_VALUES_MAX || chosen.get(name)?.includes(value))
        .sort(([a], [b]) => natural.compare(a, b))
        .map(([value, count]) => ({ value, count })),
    }));
}
