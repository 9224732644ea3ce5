/** The rows a document is drawn from: the order with its lines, and the issued document rows. */
import { paidWith } from '../../db/paid-with';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, orderItems, orders, products, refunds } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';

export type OrderItemRow = typeof orderItems.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

export function createDocumentRecords(db: Db) {
  return {
    async orderWithLines(orderId: string) {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) throw new NotFoundError('Order not found');
      const items = await db
        .select({ item: orderItems, product: products })
        .from(orderItems)
        .innerJoin(products, eq(products.id, orderItems.productId))
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.title));
      return { order, items, paid: await paidWith(db, orderId) };
    },

    /** The order's invoice, or the credit note of a refund. */
    async documentOf(orderId: string, kind: 'invoice' | 'credit_note', refundId?: string) {
      const [row] = await db
        .select()
        .from(invoices)
        .where(
          refundId
            ? eq(invoices.refundId, refundId)
            : and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)),
        );
      return row;
    },

    /** The credit notes issued against the order's invoice, one per refund, in number order. */
    async creditNotesOf(orderId: string) {
      return db
        .select({
          number: invoices.number,
          amount: refunds.amountMinor,
          currency: refunds.currency,
        })
        .from(invoices)
        .innerJoin(refunds, eq(refunds.id, invoices.refundId))
        .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'credit_note')))
        .orderBy(asc(invoices.issuedAt), asc(invoices.number));
    },
  };
}

export type DocumentRecords = ReturnType<typeof createDocumentRecords>;
