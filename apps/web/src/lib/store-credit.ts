/**
 * A signed-in customer's store credit (GET /api/users/me/store-credit, issue 28): the balance in
 * paise and its movements. Under the 'account' key, so signing out forgets it and a placed order
 * (which may spend it) refreshes it.
 */
import type { StoreCredit } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export type { StoreCredit } from '@shop/shared';

export const storeCreditQuery = queryOptions({
  queryKey: ['account', 'store-credit'],
  queryFn: () => api<StoreCredit>('/api/users/me/store-credit'),
});

/** The credit of the signed-in customer; nothing is asked for a guest. */
export function useStoreCredit(signedIn: boolean) {
  return useQuery({ ...storeCreditQuery, enabled: signedIn });
}
