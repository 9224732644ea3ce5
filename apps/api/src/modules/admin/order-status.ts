/** Moving an order along the allowed status path, with its stock, its history and the shopper's mail. */
import {
  canTransition,
  ORDER_STATUS_LABELS,
  shopperOrderStatusLabel,
  type OrderStatus,
} from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, orderStatusEvents } from '../../db/schema';
import type { Mailer } from '../../integrations/mailer';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { lockOrder, returnOrderStock, type OrderLink } from '../orders';
import { requireOrder } from './order-details';
import { statusChangeMail } from './status-mail';

export type StatusChange = {
  status: OrderStatus;
  trackingNumber?: string;
  carrierId?: string;
  estimatedDelivery?: string;
  note?: string;
};
type Order = Awaited<ReturnType<typeof requireOrder>>;

/**
 * Tells the shopper about a change through another channel (the notifications outbox of a
 * cash-on-delivery order, issue 27) in the change's transaction; true when it did, so the
 * status mail is not sent as well.
 */
export type ShopperNotifier = (tx: Tx, order: Order, change: StatusChange) => Promise<boolean>;

/**
 * The carrier a parcel leaves with (the shipping module's carrier list, record 058): 400 under the
 * field when it is not listed or the number does not fit its format.
 */
export type CarrierCheck = (
  carrierId: string,
  trackingNumber: string,
) => Promise<{ carrierId: string; carrierName: string; trackingUrl: string }>;

/** The carrier recorded with a shipment; none when the owner shipped with one not listed. */
async function carrierOf(change: StatusChange, shipWith: CarrierCheck | undefined) {
  if (change.status !== 'shipped' || !change.carrierId || !change.trackingNumber) return null;
  if (!shipWith) throw new BadRequestError('Carriers are not available');
  return shipWith(change.carrierId, change.trackingNumber);
}

/** Why an unpaid order may not move (a COD order waits for its shopper, then for the cash). */
function notPaidReason(order: Order) {
  if (order.paymentStatus === 'paid') return '';
  if (order.paymentStatus !== 'cod_pending') return ' (it is not paid)';
  return order.codConfirmedAt
    ? ' (mark a cash-on-delivery order delivered with "Delivered and cash collected")'
    : ' (the shopper has not confirmed this cash-on-delivery order yet)';
}

/** Refuses a change the status path does not allow, or a shipment without its tracking. */
function checkChange(order: Order, change: StatusChange) {
  const codConfirmed = order.codConfirmedAt !== null;
  if (!canTransition(order.status, change.status, order.paymentStatus, codConfirmed)) {
    throw new ConflictError(
      `An order that is ${shopperOrderStatusLabel(order.status, order.paymentStatus).toLowerCase()} cannot become ${ORDER_STATUS_LABELS[change.status].toLowerCase()}${notPaidReason(order)}.`,
    );
  }
  if (change.status === 'shipped' && (!change.trackingNumber || !change.estimatedDelivery)) {
    throw new BadRequestError('Shipping needs a tracking number and an estimated delivery date');
  }
}

export function createOrderStatus<T>({
  db,
  mailer,
  orderLink,
  readOrder,
  notifyShopper,
  shipWith,
}: {
  db: Db;
  mailer: Mailer;
  orderLink: OrderLink;
  notifyShopper?: ShopperNotifier;
  shipWith?: CarrierCheck;
  /** The order as the owner's page shows it, answered after the change. */
  readOrder: (id: string) => Promise<T>;
}) {
  return {
    async changeStatus(id: string, change: StatusChange) {
      const order = await requireOrder(db, id);
      checkChange(order, change);
      const carrier = await carrierOf(change, shipWith);
      const cancelling = change.status === 'cancelled';
      await db.transaction(async (tx) => {
        const locked = await lockOrder(tx, order.id);
        if (locked.status !== order.status)
          throw new ConflictError('The order changed meanwhile. Reload and try again.');
        if (cancelling && locked.stockHeld) await returnOrderStock(tx, order.id);
        await tx
          .update(orders)
          .set({
            status: change.status,
            updatedAt: new Date(),
            ...(change.trackingNumber && { trackingNumber: change.trackingNumber }),
            ...(carrier && carrier),
            ...(change.estimatedDelivery && {
              estimatedDelivery: new Date(`${change.estimatedDelivery}T12:00:00Z`),
            }),
            // A cancelled paid order gives its stock back and owes the shopper a refund; a
            // cash-on-delivery one was never paid, so owes nothing.
            ...(cancelling && { stockHeld: false }),
            ...(cancelling &&
              order.paymentStatus !== 'cod_pending' && {
                paymentStatus: 'refund_due' as const,
                refundReason: change.note || 'Cancelled by the shop',
              }),
          })
          .where(eq(orders.id, order.id));
        await tx
          .insert(orderStatusEvents)
          .values({ orderId: order.id, status: change.status, note: change.note ?? '' });
        if (await notifyShopper?.(tx, locked, change)) return;
        await mailer.queue(
          {
            to: order.receiptEmail,
            ...statusChangeMail({
              orderNumber: order.orderNumber,
              status: change.status,
              trackingNumber: change.trackingNumber,
              carrier: carrier && { name: carrier.carrierName, trackingUrl: carrier.trackingUrl },
              estimatedDelivery: change.estimatedDelivery,
              orderUrl: orderLink(order),
            }),
          },
          tx,
        );
      });
      mailer.kick();
      return readOrder(order.id);
    },
  };
}
