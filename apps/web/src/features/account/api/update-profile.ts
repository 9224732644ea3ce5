/** PUT /api/users/edit: saves the profile and keeps the session's copy of the user in step. */
import type { ProfileResponse, ProfileUpdateInput } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionQuery } from '../../../lib/session';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) =>
      api<ProfileResponse>('/api/users/edit', { method: 'PUT', body: input }),
    onSuccess: ({ user }) => queryClient.setQueryData(sessionQuery.queryKey, user),
  });
}
