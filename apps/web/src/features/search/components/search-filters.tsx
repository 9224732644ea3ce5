/**
 * The filters sidebar of /search: Categories and Price Range radios and the options' checkboxes
 * with their counts, Reset All. It is a GET form to /search, so before the app runs (or without
 * it) 'Apply filters' sends the choices; once it runs, each choice applies at once.
 */
import {
  SEARCH_CATEGORIES,
  STOREFRONT_ROUTES,
  priceBandsIn,
  type CurrencyCode,
  type PriceBandId,
  type SearchFacets,
} from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../lib/class-names';
import { useHydrated } from '../../../lib/use-hydrated';
import { hasActiveFilters, type SearchCategory, type SearchState } from '../search-params';
import { FilterCheckboxGroup } from './filter-checkbox-group';
import { FilterRadioGroup, type FilterOption } from './filter-radio-group';

type SearchFiltersProps = {
  id: string;
  /** Below the lg breakpoint the sidebar shows only when opened by the Filters toggle. */
  open: boolean;
  state: SearchState;
  /** The display currency: the price bands are its own. */
  currency: CurrencyCode;
  facets: SearchFacets | undefined;
  /** Matches under every filter but the price, for 'All Prices'. */
  allPricesCount: number | undefined;
  onCategory: (category: SearchCategory | 'all') => void;
  onPrice: (price: PriceBandId | 'all') => void;
  onOption: (option: string, checked: boolean) => void;
  onReset: () => void;
};

const capitalise = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1);

function categoryOptions(facets: SearchFacets | undefined): FilterOption<SearchCategory | 'all'>[] {
  // The facet counts apply every filter but the category, so together they are the 'All' count.
  const all = facets?.categories.reduce((sum, c) => sum + c.count, 0);
  return [
    { value: 'all', label: 'All', count: all },
    ...SEARCH_CATEGORIES.map((slug) => {
      const facet = facets?.categories.find((c) => c.slug === slug);
      return {
        value: slug,
        label: facet?.name ?? capitalise(slug),
        count: facets && (facet?.count ?? 0),
      };
    }),
  ];
}

function priceOptions(
  currency: CurrencyCode,
  facets: SearchFacets | undefined,
  allCount: number | undefined,
): FilterOption<PriceBandId | 'all'>[] {
  return [
    { value: 'all', label: 'All Prices', count: allCount },
    ...priceBandsIn(currency).map((band) => {
      // Just after a currency switch the counts on screen are still the last currency's bands'.
      const facet = facets?.priceBands.find((b) => b.band === band.id);
      return {
        value: band.id,
        label: band.label,
        count: facets && (facet?.label === band.label ? facet.count : facet ? undefined : 0),
      };
    }),
  ];
}

export function SearchFilters({
  id,
  open,
  state,
  currency,
  facets,
  allPricesCount,
  onCategory,
  onPrice,
  onOption,
  onReset,
}: SearchFiltersProps) {
  const hydrated = useHydrated();
  return (
    <aside
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cx(
        'rounded-2xl bg-white p-5 ring-1 ring-sand-200 lg:sticky lg:top-24 lg:block lg:self-start',
        open ? 'block' : 'hidden',
      )}
    >
      <h2
        id={`${id}-heading`}
        className="sr-only lg:not-sr-only lg:mb-5 lg:block lg:text-xs lg:font-medium lg:tracking-[0.2em] lg:text-brand-700 lg:uppercase"
      >
        Filters
      </h2>
      <form
        method="get"
        action={STOREFRONT_ROUTES.search.path}
        onSubmit={(e) => e.preventDefault()}
      >
        {/* What the form does not choose stays as it is; a new choice starts at page 1. */}
        {state.q && <input type="hidden" name="q" value={state.q} />}
        {state.sort !== 'relevance' && <input type="hidden" name="sort" value={state.sort} />}
        {state.view !== 'grid' && <input type="hidden" name="view" value={state.view} />}
        <div className="flex flex-col gap-6 sm:grid sm:grid-cols-2 sm:gap-x-10 lg:flex lg:flex-col lg:gap-6">
          <FilterRadioGroup
            legend="Categories"
            name="category"
            options={categoryOptions(facets)}
            value={state.category}
            onChange={onCategory}
          />
          <FilterRadioGroup
            legend="Price Range"
            name="price"
            options={priceOptions(currency, facets, allPricesCount)}
            value={state.price}
            onChange={onPrice}
          />
          {facets?.options?.map((facet) => (
            <FilterCheckboxGroup
              key={facet.name}
              facet={facet}
              chosen={state.opt}
              onChange={onOption}
            />
          ))}
        </div>
        {!hydrated && (
          <Button type="submit" size="sm" className="mt-6 w-full">
            Apply filters
          </Button>
        )}
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={onReset}
          disabled={!hasActiveFilters(state)}
          className={cx('w-full', hydrated ? 'mt-6' : 'mt-3')}
        >
          Reset All
        </Button>
      </form>
    </aside>
  );
}
