/** A shopper's own orders, their tracking and whether they bought a product. */
import { PLACED_PAYMENT_STATUSES } from '@shop/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, orderStatusEvents } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import type { OrderAccess } from './access';
import { paidWith } from '../../db/paid-with';
import { toConfirmation, toOrder, toTracking } from './mapper';
import { afterSaleOf } from './after-sale';

/** Orders a shopper sees: paid ones (a refund-due order was paid too). Abandoned checkouts are not orders. */
const VISIBLE = inArray(orders.paymentStatus, [...PLACED_PAYMENT_STATUSES]);

export function createOrdersService(db: Db, access: OrderAccess) {
  /**
   * The shopper's latest paid line of the product: whether they bought it (a verified buyer's
   * review) and the options they bought ("Bought: Sage / Dotted"); undefined when they did not.
   */
  async function latestPurchase(userId: string, productId: string) {
    const [line] = await db
      .select({ optionValues: orderItems.optionValues })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.paymentStatus, 'paid'),
          eq(orderItems.productId, productId),
        ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(1);
    return line;
  }

  return {
    async listMyOrders(userId: string) {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), VISIBLE))
        .orderBy(desc(orders.paidAt), desc(orders.createdAt));
      if (rows.length === 0) return [];
      const items = await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((o) => o.id),
          ),
        )
        .orderBy(asc(orderItems.title));
      const afterSale = await afterSaleOf(db, rows, items);
      return rows.map((order) => ({
        ...toOrder(
          order,
          items.filter((i) => i.orderId === order.id),
        ),
        ...afterSale.get(order.id)!,
      }));
    },

    /**
     * One of the shopper's orders by its number, for its confirmation page. Any state: the page is
     * opened right after payment and says itself when the payment is still pending. Another
     * shopper's order is 'not found', never 'forbidden', so numbers cannot be probed.
     */
    async confirmationOf(who: { userId?: string; token?: string }, orderNumber: string) {
      const [order] = await db
        .select()
        .from(orders)
        .where(eq(orders.orderNumber, orderNumber.toUpperCase()))
        .limit(1);
      const mine = order && who.userId !== undefined && order.userId === who.userId;
      if (!order || !(mine || access.check(order.id, who.token)))
        throw new NotFoundError('Order not found');
      const [items, events, extras] = await Promise.all([
        db
          .select()
          .from(orderItems)
          .where(eq(orderItems.orderId, order.id))
          .orderBy(asc(orderItems.title)),
        db
          .select({ status: orderStatusEvents.status, createdAt: orderStatusEvents.createdAt })
          .from(orderStatusEvents)
          .where(eq(orderStatusEvents.orderId, order.id)),
        paidWith(db, order.id),
      ]);
      const afterSale = await afterSaleOf(db, [order], items);
      return { ...toConfirmation(order, items, events, extras), ...afterSale.get(order.id)! };
    },

    async trackMyOrder(userId: string, orderNumber: string) {
      const [order] = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.orderNumber, orderNumber.toUpperCase()),
            eq(orders.userId, userId),
            VISIBLE,
          ),
        )
        .limit(1);
      if (!order) throw new NotFoundError('Order not found');
      const [events, afterSale] = await Promise.all([
        db
          .select({ status: orderStatusEvents.status, createdAt: orderStatusEvents.createdAt })
          .from(orderStatusEvents)
          .where(eq(orderStatusEvents.orderId, order.id)),
        afterSaleOf(db, [order]),
      ]);
      return { track: toTracking(order, events), ...afterSale.get(order.id)! };
    },

    latestPurchase,

    async hasPurchased(userId: string, productId: string): Promise<boolean> {
      return Boolean(await latestPurchase(userId, productId));
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
