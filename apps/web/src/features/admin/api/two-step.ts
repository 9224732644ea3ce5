/** The owner's two-step sign-in: state, set-up, enabling with a first code, and the sign-in step. */
import type {
  TokenResponse,
  TwoStepCodeInput,
  TwoStepEnableResponse,
  TwoStepSetupResponse,
  TwoStepStatusResponse,
} from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const statusKey = ['account', 'two-step'] as const;

export function useTwoStepStatus() {
  return useQuery({
    queryKey: statusKey,
    queryFn: () => api<TwoStepStatusResponse>('/api/auth/two-step'),
    staleTime: Infinity,
  });
}

export function useTwoStepSetup() {
  return useMutation({
    mutationFn: () =>
      api<TwoStepSetupResponse>('/api/auth/two-step/setup', { method: 'POST', body: {} }),
  });
}

export function useTwoStepEnable() {
  return useMutation({
    mutationFn: (code: string) =>
      api<TwoStepEnableResponse>('/api/auth/two-step/enable', { method: 'POST', body: { code } }),
  });
}

/** The session cookie now carries the second step: the back office may load. */
export function useTwoStepPassed() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: statusKey });
}

export function useTwoStepVerify() {
  const passed = useTwoStepPassed();
  return useMutation({
    mutationFn: (input: TwoStepCodeInput) =>
      api<TokenResponse>('/api/auth/two-step/verify', { method: 'POST', body: input }),
    onSuccess: () => passed(),
  });
}
