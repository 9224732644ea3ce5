/** One order as the owner's order page reads it: lines, customer, gateway ids, history, next steps. */
import { nextOrderStatuses } from '@shop/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, orderStatusEvents, users } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { codStateOf, toOrder, toTracking } from '../orders';
import { shippingFactsOf } from './order-shipping';

/** The order with this id or order number (as the owner may type it), or 404. */
export async function requireOrder(db: Db, id: string) {
  const [order] = isUuid(id)
    ? await db.select().from(orders).where(eq(orders.id, id))
    : await db.select().from(orders).where(eq(orders.orderNumber, id.toUpperCase()));
  if (!order) throw new NotFoundError('Order not found');
  return order;
}

export function createOrderDetails({ db, shopTimeZone }: { db: Db; shopTimeZone: string }) {
  return {
    async get(id: string) {
      const order = await requireOrder(db, id);
      const [items, events, [customer]] = await Promise.all([
        db.select().from(orderItems).where(eq(orderItems.orderId, order.id)),
        db
          .select()
          .from(orderStatusEvents)
          .where(eq(orderStatusEvents.orderId, order.id))
          .orderBy(asc(orderStatusEvents.createdAt)),
        order.userId
          ? db
              .select({ name: users.name, email: users.email })
              .from(users)
              .where(eq(users.id, order.userId))
          : [],
      ]);
      const address = order.shippingAddress;
      return {
        ...toOrder(order, items),
        cod: codStateOf(order),
        customerId: order.userId,
        // A guest's order names the buyer from its address and receipt e-mail.
        customer: customer ?? {
          name: `${address.firstName ?? ''} ${address.lastName ?? ''}`.trim(),
          email: order.receiptEmail,
        },
        buyerGstin: order.buyerGstin,
        businessName: order.buyerLegalName,
        gateway: order.gateway,
        gatewayOrderId: order.gatewayOrderId,
        gatewayPaymentId: order.gatewayPaymentId,
        refundReason: order.refundReason,
        notes: order.notes,
        next: nextOrderStatuses(order.status, order.paymentStatus, order.codConfirmedAt !== null),
        events: events.map((e) => ({
          status: e.status,
          note: e.note,
          createdAt: e.createdAt.toISOString(),
        })),
        track: toTracking(order, events),
        ...shippingFactsOf(order, shopTimeZone),
      };
    },
  };
}
