/**
 * POST /api/products/my-orders/:orderNumber/returns (multipart: reason, note, lines, photos and
 * where the refund goes).
 */
import type { OrderReturnResponse, RefundChoice, ReturnReason } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export type ReturnSubmission = {
  reason: ReturnReason;
  note: string;
  lines: { itemId: string; quantity: number }[];
  photos: File[];
  /** Store credit only for an INR order (record 052); the original payment otherwise. */
  refundMethod: RefundChoice;
};

/** `token`: a guest's order, opened by the token its checkout or mails carry (issue 29). */
export function useRequestReturn(orderNumber: string, token?: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: ReturnSubmission) => {
      const form = new FormData();
      form.append('reason', submission.reason);
      form.append('note', submission.note);
      form.append('lines', JSON.stringify(submission.lines));
      form.append('refundMethod', submission.refundMethod);
      for (const photo of submission.photos) form.append('photo', photo);
      return api<OrderReturnResponse>(
        `/api/products/my-orders/${encodeURIComponent(orderNumber)}/returns`,
        { method: 'POST', body: form, query: { token: token ?? undefined } },
      );
    },
    // The history and the order's own page ('account', 'order', ...) both show the return.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  });
}
