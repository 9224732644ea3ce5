/**
 * A discount's condition "customer is in segment X" (record 062): stored beside the discount in
 * discount_segments, set from the owner's form, and answered at the checkout for the signed-in
 * shopper through the customers module (the same filter SQL as the customer list).
 */
import { CUSTOMER_MESSAGES } from '@shop/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { customerSegments, discountSegments } from '../../db/schema/customers';
import { BadRequestError } from '../../lib/errors';

/** Each discount's segment, for the discounts among `ids` that have one. */
export async function segmentsOf(db: Db | Tx, ids?: readonly string[]) {
  if (ids && ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select()
    .from(discountSegments)
    .where(ids ? inArray(discountSegments.discountId, [...ids]) : undefined);
  return new Map(rows.map((r) => [r.discountId, r.segmentId]));
}

/** Sets (an id), clears (null) or leaves (undefined) a discount's segment. */
export async function saveSegment(
  tx: Tx,
  discountId: string,
  segmentId: string | null | undefined,
) {
  if (segmentId === undefined) return;
  await tx.delete(discountSegments).where(eq(discountSegments.discountId, discountId));
  if (segmentId === null) return;
  const [segment] = await tx
    .select({ id: customerSegments.id })
    .from(customerSegments)
    .where(eq(customerSegments.id, segmentId));
  if (!segment) throw new BadRequestError(CUSTOMER_MESSAGES.segmentNotFound);
  await tx.insert(discountSegments).values({ discountId, segmentId });
}
