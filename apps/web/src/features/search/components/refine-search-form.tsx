/**
 * The refine-search form of /search. Spec: submit is disabled while the text is empty or a search
 * is busy, reads 'Searching...' while busy and unlocks after TIMINGS.searchSubmitLockMs.
 */
import { SEARCH_QUERY_MAX, STOREFRONT_ROUTES, TIMINGS } from '@shop/shared';
import { Search } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input';
import { useHydrated } from '../../../lib/use-hydrated';

type RefineSearchFormProps = { query: string; onSearch: (query: string) => void };

export function RefineSearchForm({ query, onSearch }: RefineSearchFormProps) {
  const [text, setText] = useState(query);
  const [busy, setBusy] = useState(false);
  // Before the app runs the form is a plain GET to this page: never locked then.
  const hydrated = useHydrated();
  // The query can change from outside (the header search bar, Back): the field follows it.
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    setText(query);
  }

  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setBusy(false), TIMINGS.searchSubmitLockMs);
    return () => clearTimeout(timer);
  }, [busy]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    if (!next || busy) return;
    setBusy(true);
    onSearch(next);
  };

  return (
    <form
      role="search"
      method="get"
      action={STOREFRONT_ROUTES.search.path}
      aria-label="Refine search"
      onSubmit={submit}
      className="flex w-full max-w-xl flex-col gap-2"
    >
      <label htmlFor="refine-search-input" className="text-sm font-medium text-stone-700">
        Refine your search
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            size={18}
            strokeWidth={1.75}
            className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-stone-500"
          />
          <input
            id="refine-search-input"
            type="search"
            name="q"
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={SEARCH_QUERY_MAX}
            enterKeyHint="search"
            autoComplete="off"
            placeholder="Journals, trackers, planners…"
            className={inputClasses('rounded-full pl-10')}
          />
        </div>
        <Button type="submit" disabled={hydrated && (busy || !text.trim())} className="min-w-28">
          {busy ? 'Searching...' : 'Search'}
        </Button>
      </div>
    </form>
  );
}
