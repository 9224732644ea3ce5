/** POST /api/products/{productId}/variants/{variantId}/notify-me: wait for a sold-out variant. */
import type { ApiReplyBody, NotifyMeInput } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type NotifyMeReply = ApiReplyBody<'POST /api/products/:productId/variants/:variantId/notify-me'>;

export const notifyMePath = (productId: string, variantId: string) =>
  `/api/products/${encodeURIComponent(productId)}/variants/${encodeURIComponent(variantId)}/notify-me`;

/** Signed in: no body needed (the account's address is used); a visitor sends `{ email }`. */
export const notifyMe = (productId: string, variantId: string, body: NotifyMeInput) =>
  api<NotifyMeReply>(notifyMePath(productId, variantId), { method: 'POST', body });

export function useNotifyMe(productId: string, variantId: string) {
  return useMutation({ mutationFn: (body: NotifyMeInput) => notifyMe(productId, variantId, body) });
}
