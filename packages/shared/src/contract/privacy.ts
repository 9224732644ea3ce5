/** A customer's data rights (issue 17): deleting the account, and the owner's audit list. */
import { z } from 'zod';
import type { Wire } from './common';

export const REVIEW_CHOICES = ['keep', 'remove'] as const;

export const deleteAccountSchema = z.object({
  password: z.string().max(200).optional(),
  credential: z.string().max(10_000).optional(),
  reviews: z.enum(REVIEW_CHOICES, { error: 'Choose what happens to your reviews' }),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const accountDeletionsResponse = z.object({
  success: z.literal(true),
  deletions: z.array(
    z.object({
      id: z.string(),
      userId: z.string(),
      deletedAt: z.string(),
      ordersKept: z.number().int(),
      reviews: z.enum(['kept', 'removed']),
      reviewsCount: z.number().int(),
    }),
  ),
});
export type AccountDeletionsResponse = Wire<typeof accountDeletionsResponse>;
