/** POST /api/users/register: creates a password account; the shopper then logs in. */
import type { OkResponse, RegisterInput } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useRegister() {
  return useMutation({
    mutationFn: ({ name, email, number, password }: RegisterInput) =>
      api<OkResponse>('/api/users/register', {
        method: 'POST',
        body: { name, email, number, password },
      }),
  });
}
