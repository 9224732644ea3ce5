/** Returns as the customer's request and the owner's order page read them. */
import { z } from 'zod';
import { REFUND_CHOICES } from '../refunds';
import { RETURN_REASONS, RETURN_STATUSES } from '../returns';
import { timestamp, type Wire } from './common';

export const orderReturnSchema = z.object({
  id: z.string(),
  reason: z.enum(RETURN_REASONS),
  note: z.string(),
  lines: z.array(z.object({ itemId: z.string(), quantity: z.number() })),
  photos: z.array(z.string()),
  status: z.enum(RETURN_STATUSES),
  ownerMessage: z.string().nullable(),
  refundId: z.string().nullable(),
  /** Where the customer asked the refund to go (record 052). */
  refundMethod: z.enum(REFUND_CHOICES),
  createdAt: timestamp,
});
export type OrderReturn = Wire<typeof orderReturnSchema>;

/** The answer of a return request and of each owner decision: the return as it now is. */
export const orderReturnResponse = z.object({
  success: z.literal(true),
  return: orderReturnSchema,
});
export type OrderReturnResponse = Wire<typeof orderReturnResponse>;

export const orderReturnListResponse = z.object({
  success: z.literal(true),
  returns: z.array(orderReturnSchema),
});
export type OrderReturnListResponse = Wire<typeof orderReturnListResponse>;
