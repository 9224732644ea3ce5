/** PUT /api/users/edit: saves the profile and keeps the session's copy of the user in step. */
import type { ProfileUpdateInput } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionQuery, type SessionUser } from '../../../lib/session';

type UpdateProfileResponse = { success: true; message?: string; user: SessionUser };

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) =>
      api<UpdateProfileResponse>('/api/users/edit', { method: 'PUT', body: input }),
    onSuccess: ({ user }) => queryClient.setQueryData(sessionQuery.queryKey, user),
  });
}
