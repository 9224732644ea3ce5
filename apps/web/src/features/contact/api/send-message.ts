/** POST /api/contact/send-message: 201 when stored and acknowledged; 400 with field errors; 429. */
import type { ContactInput, contactResponse, Wire } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type SendMessageResponse = Wire<typeof contactResponse>;

export const sendMessage = (input: ContactInput) =>
  api<SendMessageResponse>('/api/contact/send-message', { method: 'POST', body: input });

export function useSendMessage() {
  return useMutation({ mutationFn: sendMessage });
}
