/** The /blog view state kept in the URL: ?q= (search text) and ?category= (shareable, Back works). */
import { useSearchParams } from 'react-router';

export function useBlogFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const category = searchParams.get('category')?.trim() || null;

  const update = (changes: Record<string, string | null>, replace: boolean) =>
    setSearchParams(
      (prev) => {
        const params = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value) params.set(key, value);
          else params.delete(key);
        }
        return params;
      },
      { replace, preventScrollReset: true },
    );

  return {
    q,
    category,
    // Typing replaces the entry (no history entry per keystroke); a category choice is a new entry.
    setQuery: (value: string) => update({ q: value }, true),
    setCategory: (value: string | null) => update({ category: value }, false),
    clear: () => update({ q: null, category: null }, false),
  };
}
