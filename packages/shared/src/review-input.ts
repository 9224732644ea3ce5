/** What a shopper sends to review a product (spec section 5 'Review'), apart from review.ts so
 * pages that only show reviews do not load the validation library. */
import { z } from 'zod';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from './review';

export const reviewInputSchema = z.object({
  rating: z.coerce
    .number({ error: REVIEW_MESSAGES.ratingRange })
    .int(REVIEW_MESSAGES.ratingRange)
    .min(1, REVIEW_MESSAGES.ratingRange)
    .max(5, REVIEW_MESSAGES.ratingRange),
  title: z
    .string()
    .trim()
    .max(REVIEW_LIMITS.titleMax, REVIEW_MESSAGES.titleTooLong)
    .optional()
    .default(''),
  comment: z
    .string({ error: REVIEW_MESSAGES.commentRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.commentRequired)
    .max(REVIEW_LIMITS.commentMax, REVIEW_MESSAGES.commentTooLong),
  withImage: z.enum(['true', 'false']).optional(),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;
