/** A back-office list's filters and page, kept in the URL so a view can be shared or reloaded. */
import { useSearchParams } from 'react-router';

export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  /** Sets (or clears, when empty) filters; any filter change goes back to the first page. */
  const setFilters = (changes: Record<string, string | undefined>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      next.delete('page');
      return next;
    });
  const get = (key: string) => params.get(key) ?? undefined;
  return { get, page, setFilters };
}
