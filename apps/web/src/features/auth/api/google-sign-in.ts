/** POST /api/provider/google with Google's ID token (credential); the server sets a 1-hour cookie. */
import type { TokenResponse } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshSession } from '../../../lib/session';

export function useGoogleSignIn() {
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: async (credential: string) => {
      await api<TokenResponse>('/api/provider/google', {
        method: 'POST',
        body: { token: credential },
      });
      await refreshSession();
    },
  });
}
