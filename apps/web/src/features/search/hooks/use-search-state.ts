/**
 * Reads and changes the /search state in the URL. Choices that change which products match
 * (filters) add a history entry so Back undoes them; re-sorting, switching the view and refining
 * the text (spec: replaces the entry) do not.
 */
import type { PriceBandId, SearchSort } from '@shop/shared';
import { useMemo, useState } from 'react';
import { useLocation, useSearchParams, type Location } from 'react-router';
import {
  parseSearchState,
  toSearchParams,
  type SearchCategory,
  type SearchState,
  type SearchView,
} from '../search-params';

export function useSearchState() {
  const [, setParams] = useSearchParams();
  const location = useLocation();
  // The route loader delays each navigation's commit; until then the chosen state is shown, so a
  // clicked radio stays checked instead of springing back. It lapses once any navigation commits
  // (a new location object; not the key, which Back can bring back).
  const [pending, setPending] = useState<{ from: Location; search: string } | null>(null);
  const search = pending?.from === location ? pending.search : location.search;
  const state = useMemo(() => parseSearchState(new URLSearchParams(search)), [search]);

  return useMemo(() => {
    // Any change but the view starts again at page 1.
    const change = (patch: Partial<SearchState>, replace: boolean) => {
      const next = toSearchParams({ ...state, page: 'view' in patch ? state.page : 1, ...patch });
      setPending({ from: location, search: next.toString() });
      void setParams(next, { replace });
    };
    return {
      state,
      search: (q: string) => change({ q }, true),
      setCategory: (category: SearchCategory | 'all') => change({ category }, false),
      setPrice: (price: PriceBandId | 'all') => change({ price }, false),
      /** Checks or unchecks one option value ('Ruling:Dotted'). */
      setOption: (option: string, checked: boolean) =>
        change(
          {
            opt: checked
              ? [...new Set([...state.opt, option])].sort()
              : state.opt.filter((o) => o !== option),
          },
          false,
        ),
      resetFilters: () => change({ category: 'all', price: 'all', opt: [] }, false),
      setSort: (sort: SearchSort) => change({ sort }, true),
      setView: (view: SearchView) => change({ view }, true),
    };
  }, [state, setParams, location]);
}
