/**
 * The signed-in shopper (spec section 4 'Authentication'). The token itself sits in an httpOnly
 * cookie the page cannot read; a companion `signed_in` cookie tells us whether to ask the server.
 */
import type { OkResponse, PublicUser, UserResponse } from '@shop/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from './api-client';

export type SessionUser = PublicUser;

export const hasSessionHint = () =>
  typeof document !== 'undefined' && /(?:^|;\s*)signed_in=1/.test(document.cookie);

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: async (): Promise<SessionUser | null> => {
    if (!hasSessionHint()) return null;
    try {
      return (await api<UserResponse>('/api/users/fetch', { method: 'POST', body: {} })).user;
    } catch (err) {
      // An expired or revoked token is simply a signed-out visitor.
      if (err instanceof ApiError && err.status === 401) return null;
      throw err;
    }
  },
  staleTime: 5 * 60 * 1000,
});

export function useSession() {
  const { data, isPending } = useQuery(sessionQuery);
  return { user: data ?? null, isAuthenticated: Boolean(data), isLoading: isPending };
}

/** Call after a successful sign-in so every view picks up the user. */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
}

/** When the shopper last signed out on purpose: guarded pages then go home, not to the login. */
let signedOutAt = 0;
export const justSignedOut = () => Date.now() - signedOutAt < 10_000;
/** The shopper ends their session on purpose (logout, account deleted): guarded pages go home. */
export const markSignedOut = () => {
  signedOutAt = Date.now();
};

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => {
      markSignedOut();
      return api<OkResponse>('/api/users/logout', { method: 'POST', body: {} });
    },
    onSettled: () => {
      queryClient.setQueryData(sessionQuery.queryKey, null);
      queryClient.removeQueries({
        predicate: (q) => q.queryKey[0] !== 'session' && q.queryKey[0] === 'account',
      });
    },
  });
}
