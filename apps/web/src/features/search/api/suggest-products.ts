/** GET /api/products/suggest: what the header search offers while the shopper types. */
import { SUGGEST_DEBOUNCE_MS, type SuggestResponse } from '@shop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';

export type Suggestions = Omit<SuggestResponse, 'success'>;

/** Texts shorter than this suggest too much to be useful. */
export const SUGGEST_MIN_LENGTH = 2;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Suggestions for the text once typing pauses; the previous ones stay while the next load. */
export function useSuggestions(text: string) {
  const q = useDebounced(text.trim().toLowerCase(), SUGGEST_DEBOUNCE_MS);
  const enabled = q.length >= SUGGEST_MIN_LENGTH;
  const query = useQuery({
    queryKey: ['products', 'suggest', q],
    queryFn: ({ signal }) =>
      api<SuggestResponse>('/api/products/suggest', { signal, query: { q } }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return { q: enabled ? q : '', data: enabled ? query.data : undefined };
}
