import { SEARCH_QUERY_MAX, TIMINGS } from '@shop/shared';
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { iconButtonClasses } from '../../components/ui/button';
import { Container } from '../../components/ui/container';

export const SEARCH_BAR_ID = 'header-search';

/** The header's search row: focused shortly after it opens; Enter goes to /search?q=…. */
export function SearchBar({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => inputRef.current?.focus(), TIMINGS.searchFocusMs);
    return () => clearTimeout(timer);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return inputRef.current?.focus();
    onClose();
    navigate(`/search?q=${encodeURIComponent(query)}`);
  };

  return (
    <div id={SEARCH_BAR_ID} className="border-t border-sand-200 bg-sand-50">
      <Container>
        <form role="search" onSubmit={submit} className="flex items-center gap-2 py-3">
          <label htmlFor="header-search-input" className="sr-only">
            Search products
          </label>
          <Search aria-hidden="true" className="size-5 shrink-0 text-stone-600" strokeWidth={1.6} />
          <input
            ref={inputRef}
            id="header-search-input"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => e.key === 'Escape' && onClose()}
            maxLength={SEARCH_QUERY_MAX}
            enterKeyHint="search"
            autoComplete="off"
            placeholder="Search journals, trackers, planners…"
            className="h-11 min-w-0 flex-1 bg-transparent font-serif text-lg text-stone-900 placeholder:text-stone-500 focus:outline-none"
          />
          <button
            type="button"
            onClick={onClose}
            aria-label="Close search"
            className={iconButtonClasses()}
          >
            <X aria-hidden="true" className="size-5" strokeWidth={1.6} />
          </button>
        </form>
      </Container>
    </div>
  );
}
