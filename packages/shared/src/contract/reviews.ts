/** Responses of reviews (spec section 3 'Review'): the list with its average and distribution. */
import { z } from 'zod';
import type { Wire } from './common';

export const reviewSchema = z.object({
  _id: z.string(),
  user: z.object({ name: z.string() }),
  rating: z.number().int(),
  title: z.string(),
  comment: z.string(),
  createdDate: z.string(),
  updatedDate: z.string(),
  withImage: z.boolean(),
  image: z.array(z.string()),
  /** Its author has a paid order of the product (shown as "Verified buyer"). */
  verifiedBuyer: z.boolean(),
  /** The option values of the variant its author bought ("Bought: Sage / Dotted"), if known. */
  boughtOptions: z.record(z.string(), z.string()).optional(),
  /** Present for a signed-in viewer: whether this review is theirs (to edit it). */
  mine: z.boolean().optional(),
});

export const reviewsResponse = z.object({
  success: z.literal(true),
  review: z.array(reviewSchema),
  count: z.number().int(),
  average: z.number(),
  distribution: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
});
export type ReviewsResponse = Wire<typeof reviewsResponse>;
