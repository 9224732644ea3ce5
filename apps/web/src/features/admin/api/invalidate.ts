/** After the owner changes something, every cached view of it (admin and storefront) is stale. */
import type { QueryClient } from '@tanstack/react-query';

export const ADMIN_KEY = 'admin';

/** Marks everything but the session stale; only the queries on screen refetch now. */
export function invalidateAll(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
}
