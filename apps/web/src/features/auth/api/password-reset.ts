/**
 * Password recovery (spec section 4): one request e-mails a 6-digit code and a link. The code flow
 * verifies the code, then sets the password; the link flow checks the token, then sets it.
 */
import type { OkResponse } from '@shop/shared';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';

const post = (path: string, body: unknown) => api<OkResponse>(path, { method: 'POST', body });

export function useRequestReset() {
  return useMutation({
    mutationFn: (email: string) => post('/api/users/forget-password', { email }),
  });
}

export function useVerifyCode() {
  return useMutation({
    mutationFn: (input: { email: string; otpCode: string }) =>
      post('/api/users/forget-password-otp-verify', input),
  });
}

export function useSetPasswordWithCode() {
  return useMutation({
    mutationFn: (input: { email: string; otpCode: string; password: string }) =>
      post('/api/users/new-password', input),
  });
}

/** true for a usable link, false for an invalid or expired one; throws when the check itself failed. */
export const resetLinkQuery = (email: string, token: string) =>
  queryOptions({
    queryKey: ['account', 'reset-link', email, token],
    queryFn: async () => {
      try {
        await post('/api/users/verify-reset-token', { email, token });
        return true;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 400 || error.status === 404))
          return false;
        throw error;
      }
    },
    retry: false,
    staleTime: Infinity,
  });

export function useResetWithLink() {
  return useMutation({
    mutationFn: (input: { email: string; token: string; password: string }) =>
      post('/api/users/reset-password', input),
  });
}
