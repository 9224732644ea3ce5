/** POST /api/users/login: the server sets the httpOnly cookie; we keep the returned user as the session. */
import type { LoginInput, LoginResponse } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionQuery } from '../../../lib/session';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const data = await api<LoginResponse>('/api/users/login', { method: 'POST', body: input });
      // The answer carries the user, so every view knows the shopper without another round trip.
      if (data.user) queryClient.setQueryData(sessionQuery.queryKey, data.user);
      else await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      return data;
    },
  });
}
