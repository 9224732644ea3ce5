/** /search: results of a text search, narrowed by category, price and options, sorted, paged; state in the URL. */
import { SEARCH_SORTS } from '@shop/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LoadErrorNotice } from '../../components/product/load-error-notice';
import { Container } from '../../components/ui/container';
import { SortSelect } from '../../components/ui/select';
import { useDocumentTitle } from '../../lib/document-title';
import { useDisplayCurrency } from '../../stores/currency-store';
import { useAllPricesTotal, useSearchProducts } from './api/search-products';
import { EmptyResults } from './components/empty-results';
import { FiltersToggle } from './components/filters-toggle';
import { RefineSearchForm } from './components/refine-search-form';
import { SearchFilters } from './components/search-filters';
import { SearchHeading } from './components/search-heading';
import { Pagination } from '../../components/ui/pagination';
import { SearchResults } from './components/search-results';
import { ViewToggle } from './components/view-toggle';
import { useSearchState } from './hooks/use-search-state';
import {
  hasActiveFilters,
  toSearchParams,
  toSearchRequest,
  type SearchState,
} from './search-params';

const FILTERS_ID = 'search-filters';

const foundText = (n: number, capped: boolean) =>
  capped ? `More than ${n} products found` : `${n} ${n === 1 ? 'product' : 'products'} found`;
const hrefOf = (state: SearchState) => {
  const search = toSearchParams(state).toString();
  return search ? `/search?${search}` : '/search';
};

export default function SearchPage() {
  const actions = useSearchState();
  const { state } = actions;
  const currency = useDisplayCurrency();
  const query = useSearchProducts(toSearchRequest(state, currency));
  const allPricesCount = useAllPricesTotal(state, currency, query.data?.total);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const data = query.data;
  const filtered = hasActiveFilters(state);
  useDocumentTitle(state.q ? `Search: ${state.q}` : 'Search');

  // A new page of results starts at the top (the layout only scrolls on a new path).
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [state.page]);

  const renderResults = () => {
    if (query.isError && !data) {
      return <LoadErrorNotice onRetry={() => void query.refetch()} retrying={query.isFetching} />;
    }
    if (!data) return <SearchResults products={[]} view={state.view} loading updating={false} />;
    if (data.total === 0) {
      return (
        <EmptyResults
          filtered={filtered}
          onReset={actions.resetFilters}
          browseAllHref={state.q ? hrefOf({ ...state, q: '', page: 1 }) : undefined}
          suggestion={
            data.suggestion
              ? { text: data.suggestion, href: hrefOf({ ...state, q: data.suggestion, page: 1 }) }
              : null
          }
        />
      );
    }
    if (data.products.length === 0) {
      return (
        <p className="rounded-2xl bg-sand-100 px-4 py-6 text-center text-sm text-stone-700">
          This page is past the end of the results.{' '}
          <Link to={hrefOf({ ...state, page: 1 })} className="font-medium text-brand-800 underline">
            Go to the first page
          </Link>
        </p>
      );
    }
    return (
      <>
        <SearchResults
          products={data.products}
          view={state.view}
          loading={false}
          updating={query.isPlaceholderData}
        />
        {data.capped && (
          <p className="mt-6 text-center text-sm text-stone-700">
            These are the best {data.total} matches. Add a word to narrow the search.
          </p>
        )}
        <Pagination
          page={state.page}
          pageCount={Math.ceil(data.total / data.pageSize)}
          hrefFor={(page) => hrefOf({ ...state, page })}
        />
      </>
    );
  };

  return (
    <Container className="pt-8 pb-20 sm:pt-12">
      <SearchHeading query={state.q} correctedQuery={data?.correctedQuery} />
      <div className="mt-6">
        <RefineSearchForm query={state.q} onSearch={actions.search} />
      </div>

      <div className="mt-8 flex flex-col gap-4 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-10">
        <div className="lg:hidden">
          <FiltersToggle
            controls={FILTERS_ID}
            open={filtersOpen}
            onToggle={() => setFiltersOpen((o) => !o)}
          />
        </div>
        <SearchFilters
          id={FILTERS_ID}
          open={filtersOpen}
          state={state}
          currency={currency}
          facets={data?.facets}
          allPricesCount={allPricesCount}
          onCategory={actions.setCategory}
          onPrice={actions.setPrice}
          onOption={actions.setOption}
          onReset={actions.resetFilters}
        />
        <section aria-labelledby="search-results-heading" className="min-w-0">
          <h2 id="search-results-heading" className="sr-only">
            Results
          </h2>
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3 border-b border-sand-200 pb-4">
            <p role="status" aria-live="polite" className="text-sm text-stone-700">
              {data && !query.isError ? foundText(data.total, data.capped) : ''}
            </p>
            <div className="flex items-center gap-3">
              <SortSelect
                id="search-sort"
                label="Sort by"
                options={SEARCH_SORTS}
                value={state.sort}
                onChange={actions.setSort}
              />
              <ViewToggle value={state.view} onChange={actions.setView} />
            </div>
          </div>
          {renderResults()}
        </section>
      </div>
    </Container>
  );
}
