/** POST /api/users/me/delete: the account goes, confirmed by password or a fresh Google sign-in. */
import type { DeleteAccountInput, MessageResponse } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { markSignedOut, sessionQuery } from '../../../lib/session';

export const MY_DATA_PATH = '/api/users/me/data';

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      api<MessageResponse>('/api/users/me/delete', { method: 'POST', body: input }),
    onSuccess: () => {
      markSignedOut();
      queryClient.setQueryData(sessionQuery.queryKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] === 'account' });
    },
  });
}
