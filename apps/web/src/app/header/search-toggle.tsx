/**
 * The header's search button. Before the app runs (or without it) it is a link to the search page
 * and its form; once the app runs, the button that opens the search row. Its own component, so the
 * switch after hydration re-renders this button, not the whole header.
 */
import { STOREFRONT_ROUTES } from '@shop/shared';
import { Search } from 'lucide-react';
import type { Ref } from 'react';
import { iconButtonClasses } from '../../components/ui/button';
import { useHydrated } from '../../lib/use-hydrated';
import { SEARCH_BAR_ID } from './search-bar-id';

type SearchToggleProps = { ref: Ref<HTMLButtonElement>; open: boolean; onToggle: () => void };

export function SearchToggle({ ref, open, onToggle }: SearchToggleProps) {
  const hydrated = useHydrated();
  const icon = <Search aria-hidden="true" className="size-5" strokeWidth={1.6} />;
  if (!hydrated)
    return (
      <a href={STOREFRONT_ROUTES.search.path} aria-label="Search" className={iconButtonClasses()}>
        {icon}
      </a>
    );
  return (
    <button
      ref={ref}
      type="button"
      aria-label="Search"
      aria-expanded={open}
      aria-controls={open ? SEARCH_BAR_ID : undefined}
      onClick={onToggle}
      className={iconButtonClasses(open ? 'bg-sand-100 text-brand-900' : undefined)}
    >
      {icon}
    </button>
  );
}
