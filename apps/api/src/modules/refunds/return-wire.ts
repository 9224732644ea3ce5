/** A return as it leaves the server: the schema that whitelists it and the shaping into it. */
import { RETURN_REASONS, RETURN_STATUSES } from '@shop/shared';
import { z } from 'zod';
import type { ReturnRow } from './find-return';

export const returnSchema = z.object({
  id: z.string(),
  reason: z.enum(RETURN_REASONS),
  note: z.string(),
  lines: z.array(z.object({ itemId: z.string(), quantity: z.number() })),
  photos: z.array(z.string()),
  status: z.enum(RETURN_STATUSES),
  ownerMessage: z.string().nullable(),
  refundId: z.string().nullable(),
  createdAt: z.date(),
});
export const returnResponse = z.object({ success: z.literal(true), return: returnSchema });

export const wireReturn = (r: ReturnRow) => ({
  id: r.id,
  reason: r.reason,
  note: r.note,
  lines: r.lines,
  photos: r.photos,
  status: r.status,
  ownerMessage: r.ownerMessage,
  refundId: r.refundId,
  createdAt: r.createdAt,
});
