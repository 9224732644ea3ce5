/** POST /api/users/sign-out-everywhere: every other session ends; this device gets a new token. */
import type { SignOutEverywhereResponse } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: () =>
      api<SignOutEverywhereResponse>('/api/users/sign-out-everywhere', {
        method: 'POST',
        body: {},
      }),
  });
}
