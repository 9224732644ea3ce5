/** POST /api/users/register: creates a password account and signs the shopper in, as login does. */
import type { RegisterInput, RegisterResponse } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionQuery } from '../../../lib/session';

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, email, number, password }: RegisterInput) => {
      const data = await api<RegisterResponse>('/api/users/register', {
        method: 'POST',
        body: { name, email, number, password },
      });
      // The server set the cookie; storing the user makes the signup page move on at once.
      queryClient.setQueryData(sessionQuery.queryKey, data.user);
      return data;
    },
  });
}
