/**
 * A courier's tracking updates on the order (record 058): each recorded once, whether a webhook
 * brings it twice or a poll finds it again, and applied in the same transaction. An update moves
 * the order only forward along its status path, so one that arrives late (in transit after
 * delivered) is kept on record without moving anything back.
 */
import {
  canTransition,
  SHIPMENT_ADVICE,
  shipmentEventStatus,
  type OrderStatus,
  type ShipmentStatus,
} from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, orderStatusEvents, shipmentEvents } from '../../db/schema';
import type { TrackingUpdate } from '../../integrations/shipping/tracking-update';
import type { Mailer } from '../../integrations/mailer';
import { lockOrder, type OrderLink, type OrderRow } from '../orders';
import { courierMail } from './courier-mail';

/** The order status an update brings the order to, when it is the order's next. */
const MOVES: Partial<Record<ShipmentStatus, OrderStatus>> = {
  in_transit: 'shipped',
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivered',
};

/**
 * Where the update takes the order: nowhere when its path does not lead there (a late update, or
 * a cash-on-delivery parcel, which the owner marks delivered with the cash collected).
 */
function moveOf(order: OrderRow, status: ShipmentStatus): OrderStatus | null {
  const target = MOVES[status];
  if (!target || target === order.status) return null;
  const codConfirmed = order.codConfirmedAt !== null;
  return canTransition(order.status, target, order.paymentStatus, codConfirmed) ? target : null;
}

const noteOf = (update: TrackingUpdate) =>
  [update.detail, SHIPMENT_ADVICE[update.status]].filter(Boolean).join(' ');

export type TrackingResult = { handled: boolean; duplicate: boolean };

/**
 * Whether the shopper hears of the update: when it moved their parcel on (out for delivery,
 * delivered) or needs them (a failed attempt, the parcel turning back); a late one says nothing.
 */
const worthTelling = (status: ShipmentStatus, moved: boolean) =>
  moved ? status !== 'in_transit' : status === 'failed_delivery' || status === 'returned_to_origin';

export function createTracking({
  db,
  notify,
}: {
  db: Db;
  /** Tells shoppers by mail (left out where only the record matters, as in some tests). */
  notify?: { mailer: Mailer; orderLink: OrderLink };
}) {
  const tracking = {
    /** Records the update once; a repeat answers `duplicate` and changes nothing. */
    async apply(provider: string, update: TrackingUpdate): Promise<TrackingResult> {
      const result = await db.transaction(async (tx): Promise<TrackingResult> => {
        const [order] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(
            sql`upper(regexp_replace(${orders.trackingNumber}, '\\s', '', 'g')) = ${update.awb}`,
          )
          .limit(1);
        const [recorded] = await tx
          .insert(shipmentEvents)
          .values({ provider, ...update, orderId: order?.id ?? null })
          .onConflictDoNothing()
          .returning({ id: shipmentEvents.id });
        if (!recorded) return { handled: true, duplicate: true };
        if (!order) return { handled: false, duplicate: false };
        const locked = await lockOrder(tx, order.id);
        const move = moveOf(locked, update.status);
        if (move)
          await tx
            .update(orders)
            .set({ status: move, updatedAt: new Date() })
            .where(eq(orders.id, order.id));
        await tx.insert(orderStatusEvents).values({
          orderId: order.id,
          status: move ?? shipmentEventStatus(update.status),
          note: noteOf(update),
          createdAt: update.occurredAt,
        });
        const mail =
          notify && worthTelling(update.status, move !== null)
            ? courierMail({
                orderNumber: locked.orderNumber,
                status: update.status,
                detail: update.detail,
                carrier: locked.carrierName
                  ? { name: locked.carrierName, trackingUrl: locked.trackingUrl ?? '' }
                  : null,
                orderUrl: notify.orderLink(locked),
              })
            : null;
        if (mail) await notify!.mailer.queue({ to: locked.receiptEmail, ...mail }, tx);
        return { handled: true, duplicate: false };
      });
      if (!result.duplicate) notify?.mailer.kick();
      return result;
    },

    /** A poll's updates (the aggregator's whole history): answers how many were new. */
    async applyAll(provider: string, updates: TrackingUpdate[]): Promise<number> {
      let added = 0;
      for (const update of updates)
        if (!(await tracking.apply(provider, update)).duplicate) added += 1;
      return added;
    },
  };
  return tracking;
}

export type Tracking = ReturnType<typeof createTracking>;
