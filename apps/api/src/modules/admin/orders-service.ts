/** The owner's orders: find them, read them, and move them along the allowed status path. */
import {
  canTransition,
  fromMinor,
  nextOrderStatuses,
  ORDER_STATUS_LABELS,
  PLACED_PAYMENT_STATUSES,
  shopperOrderStatusLabel,
  type OrderStatus,
} from '@shop/shared';
import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, orderItems, orders, orderStatusEvents, refunds, users } from '../../db/schema';
import { csvRow } from '../../lib/csv';
import type { Mailer } from '../../integrations/mailer';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { returnStock, toOrder, toTracking } from '../orders';
import { statusChangeMail } from './status-mail';

export type OrderListQuery = {
  status?: OrderStatus;
  from?: string;
  to?: string;
  q?: string;
  page: number;
  pageSize: number;
};
type StatusChange = {
  status: OrderStatus;
  trackingNumber?: string;
  estimatedDelivery?: string;
  note?: string;
};

export function createAdminOrders({
  db,
  mailer,
  publicUrl,
}: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}) {
  async function requireOrder(id: string) {
    const [order] = isUuid(id)
      ? await db.select().from(orders).where(eq(orders.id, id))
      : await db.select().from(orders).where(eq(orders.orderNumber, id.toUpperCase()));
    if (!order) throw new NotFoundError('Order not found');
    return order;
  }

  return {
    async list(query: OrderListQuery) {
      // Abandoned checkouts are not orders; the owner sees paid ones (and refunds due).
      const conditions: SQL[] = [inArray(orders.paymentStatus, PLACED_PAYMENT_STATUSES)];
      if (query.status) conditions.push(eq(orders.status, query.status));
      if (query.from) conditions.push(gte(orders.createdAt, new Date(`${query.from}T00:00:00Z`)));
      if (query.to) conditions.push(lte(orders.createdAt, new Date(`${query.to}T23:59:59.999Z`)));
      if (query.q)
        conditions.push(
          or(
            ilike(orders.orderNumber, `%${query.q}%`),
            ilike(users.email, `%${query.q}%`),
            ilike(orders.receiptEmail, `%${query.q}%`),
          )!,
        );
      const rows = await db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          status: orders.status,
          paymentStatus: orders.paymentStatus,
          totalCents: orders.totalCents,
          amountMinor: orders.amountMinor,
          currency: orders.currency,
          createdAt: orders.createdAt,
          customer: users.name,
          email: users.email,
          total: sql<number>`count(*) over()`.mapWith(Number),
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(and(...conditions))
        .orderBy(desc(orders.createdAt), asc(orders.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return {
        total: rows[0]?.total ?? 0,
        orders: rows.map(({ total: _t, totalCents, amountMinor, createdAt, ...r }) => ({
          ...r,
          totalUsd: fromMinor(totalCents),
          charged: { amount: fromMinor(amountMinor), currency: r.currency },
          createdAt: createdAt.toISOString(),
        })),
      };
    },

    async get(id: string) {
      const order = await requireOrder(id);
      const [items, events, [customer]] = await Promise.all([
        db.select().from(orderItems).where(eq(orderItems.orderId, order.id)),
        db
          .select()
          .from(orderStatusEvents)
          .where(eq(orderStatusEvents.orderId, order.id))
          .orderBy(asc(orderStatusEvents.createdAt)),
        db
          .select({ name: users.name, email: users.email })
          .from(users)
          .where(eq(users.id, order.userId)),
      ]);
      return {
        ...toOrder(order, items),
        customer,
        gateway: order.gateway,
        gatewayOrderId: order.gatewayOrderId,
        gatewayPaymentId: order.gatewayPaymentId,
        refundReason: order.refundReason,
        notes: order.notes,
        next: nextOrderStatuses(order.status, order.paymentStatus),
        events: events.map((e) => ({
          status: e.status,
          note: e.note,
          createdAt: e.createdAt.toISOString(),
        })),
        track: toTracking(order, events),
      };
    },

    /** Placed orders paid within the days (inclusive), oldest first, one row each. */
    async exportCsv(from: string, to: string): Promise<string> {
      const since = new Date(`${from}T00:00:00Z`);
      const until = new Date(Date.parse(`${to}T00:00:00Z`) + 24 * 60 * 60 * 1000);
      const rows = await db
        .select({
          order: orders,
          email: users.email,
          invoice: invoices.number,
          refunded:
            sql<number>`coalesce((select sum(${refunds.amountMinor}) from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.status} = 'processed'), 0)`.mapWith(
              Number,
            ),
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .leftJoin(invoices, and(eq(invoices.orderId, orders.id), eq(invoices.kind, 'invoice')))
        .where(
          and(
            inArray(orders.paymentStatus, PLACED_PAYMENT_STATUSES),
            gte(orders.paidAt, since),
            lt(orders.paidAt, until),
          ),
        )
        .orderBy(asc(orders.paidAt))
        .limit(50_000);
      const header = [
        'order_number',
        'paid_at',
        'customer_email',
        'ship_to',
        'status',
        'payment_status',
        'currency',
        'charged',
        'refunded',
        'total_usd',
        'invoice_number',
      ];
      const lines = rows.map(({ order, email, invoice, refunded }) =>
        csvRow([
          order.orderNumber,
          order.paidAt?.toISOString(),
          email,
          [order.shippingAddress.city, order.shippingAddress.state, order.shippingAddress.country]
            .filter(Boolean)
            .join(', '),
          order.status,
          order.paymentStatus,
          order.currency,
          fromMinor(order.amountMinor).toFixed(2),
          fromMinor(refunded).toFixed(2),
          fromMinor(order.totalCents).toFixed(2),
          invoice,
        ]),
      );
      return [header.join(','), ...lines].join('\r\n') + '\r\n';
    },

    async changeStatus(id: string, change: StatusChange) {
      const order = await requireOrder(id);
      if (!canTransition(order.status, change.status, order.paymentStatus)) {
        throw new ConflictError(
          `An order that is ${shopperOrderStatusLabel(order.status, order.paymentStatus).toLowerCase()} cannot become ${ORDER_STATUS_LABELS[change.status].toLowerCase()}${order.paymentStatus !== 'paid' ? ' (it is not paid)' : ''}.`,
        );
      }
      if (change.status === 'shipped' && (!change.trackingNumber || !change.estimatedDelivery)) {
        throw new BadRequestError(
          'Shipping needs a tracking number and an estimated delivery date',
        );
      }
      const cancelling = change.status === 'cancelled';
      await db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(orders)
          .where(eq(orders.id, order.id))
          .for('update');
        if (locked!.status !== order.status)
          throw new ConflictError('The order changed meanwhile. Reload and try again.');
        if (cancelling && locked!.stockHeld) {
          const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
          await returnStock(
            tx,
            items.map((i) => ({ productId: i.productId, quantity: i.quantity })),
          );
        }
        await tx
          .update(orders)
          .set({
            status: change.status,
            updatedAt: new Date(),
            ...(change.trackingNumber && { trackingNumber: change.trackingNumber }),
            ...(change.estimatedDelivery && {
              estimatedDelivery: new Date(`${change.estimatedDelivery}T12:00:00Z`),
            }),
            // A cancelled paid order gives its stock back and owes the shopper a refund.
            ...(cancelling && {
              stockHeld: false,
              paymentStatus: 'refund_due' as const,
              refundReason: change.note || 'Cancelled by the shop',
            }),
          })
          .where(eq(orders.id, order.id));
        await tx
          .insert(orderStatusEvents)
          .values({ orderId: order.id, status: change.status, note: change.note ?? '' });
        await mailer.queue(
          {
            to: order.receiptEmail,
            ...statusChangeMail({
              orderNumber: order.orderNumber,
              status: change.status,
              trackingNumber: change.trackingNumber,
              estimatedDelivery: change.estimatedDelivery,
              publicUrl,
            }),
          },
          tx,
        );
      });
      mailer.kick();
      return this.get(order.id);
    },
  };
}

export type AdminOrders = ReturnType<typeof createAdminOrders>;
