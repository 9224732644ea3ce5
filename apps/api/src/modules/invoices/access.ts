/**
 * Whose documents a viewer may download: a customer their own orders'; a guest the order their
 * token opens; the owner any order's.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';

export type Viewer = { id: string; role: 'customer' | 'admin' };

/** Checks a guest's order token (issue 27); the orders module signs them. */
type OrderTokens = { check: (orderId: string, token: string | undefined) => unknown };

export function createInvoiceAccess(db: Db, tokens: OrderTokens) {
  return {
    /** A guest's order, opened by the token its checkout or its mail carried; 404 otherwise. */
    async orderIdByToken(orderNumber: string, token: string): Promise<string> {
      const [order] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.orderNumber, orderNumber));
      if (!order || !tokens.check(order.id, token)) throw new NotFoundError('Order not found');
      return order.id;
    },

    /** The order's id, or 404 alike for a missing order and another customer's. */
    async readableOrderId(viewer: Viewer, orderNumber: string): Promise<string> {
      const [order] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          viewer.role === 'admin'
            ? eq(orders.orderNumber, orderNumber)
            : and(eq(orders.orderNumber, orderNumber), eq(orders.userId, viewer.id)),
        );
      if (!order) throw new NotFoundError('Order not found');
      return order.id;
    },
  };
}
export type InvoiceAccess = ReturnType<typeof createInvoiceAccess>;
