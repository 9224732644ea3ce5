/** The order lock serialises every change of an order: captures, webhooks, refunds, returns. */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';

export type OrderRow = typeof orders.$inferSelect;

export async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new NotFoundError('Order not found');
  return order;
}
