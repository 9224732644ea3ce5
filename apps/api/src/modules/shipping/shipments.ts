/**
 * Shipments booked with the shop's aggregator from the owner's order page (record 058): book one
 * (its waybill and courier), print its label, ask for a pickup, and poll the couriers for the
 * parcels still on their way. One shipment per order: booking again reads the first back, and
 * two owners clicking at once wait on the order's lock, so the aggregator is asked once.
 */
import {
  COD_PAYMENT_METHOD,
  fromMinor,
  nextOrderStatuses,
  ORDER_STATUS_LABELS,
} from '@shop/shared';
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { aggregatorShipments, orderItems, orders, productVariants } from '../../db/schema';
import {
  AggregatorError,
  type ShipmentRequest,
  type ShippingAggregator,
} from '../../integrations/shipping/aggregator';
import { ConflictError, HttpError, NotFoundError } from '../../lib/errors';
import { lockOrder, type OrderRow } from '../orders';
import type { Tracking } from './tracking';

type ShipmentRow = typeof aggregatorShipments.$inferSelect;

/** The aggregator could not be reached or refused: its words, as a 502 the owner can act on. */
class AggregatorRefusedError extends HttpError {
  constructor(message: string) {
    super(502, message);
  }
}

const NO_AGGREGATOR = 'No shipping aggregator is set up: ship this order with a carrier by hand.';
/** How often a parcel on its way is asked about (the webhook usually comes first). */
const POLL_EVERY_MS = 30 * 60_000;
/** A parcel's weight when its variant has none recorded: a journal or planner, boxed. */
const DEFAULT_UNIT_GRAMS = 400;

const viewOf = (row: ShipmentRow) => ({
  provider: row.provider,
  awb: row.awb,
  courierName: row.courierName,
  pickupAt: row.pickupAt,
  bookedAt: row.createdAt,
});
export type ShipmentView = ReturnType<typeof viewOf>;

/** Shiprocket books parcels within India; an order abroad leaves with a carrier by hand. */
const inIndia = (country: string | undefined) => /^(india|in)$/i.test((country ?? '').trim());

async function requestFor(db: Db | Tx, order: OrderRow): Promise<ShipmentRequest> {
  const lines = await db
    .select({
      title: orderItems.title,
      sku: orderItems.sku,
      quantity: orderItems.quantity,
      unitPriceCents: orderItems.unitPriceCents,
      grams: productVariants.weightGrams,
    })
    .from(orderItems)
    .leftJoin(productVariants, eq(productVariants.id, orderItems.variantId))
    .where(eq(orderItems.orderId, order.id));
  const a = order.shippingAddress;
  const units = lines.reduce((n, l) => n + l.quantity, 0);
  const grams = lines.reduce((g, l) => g + (l.grams ?? DEFAULT_UNIT_GRAMS) * l.quantity, 0);
  return {
    orderNumber: order.orderNumber,
    orderDate: order.createdAt,
    customer: {
      name: [a.firstName, a.lastName].filter(Boolean).join(' '),
      email: order.receiptEmail,
      phone: a.number ?? '',
    },
    address: {
      line1: a.address ?? '',
      city: a.city ?? '',
      state: a.state ?? '',
      pincode: a.zipCode ?? '',
      country: 'India',
    },
    items: lines.map((l, i) => ({
      name: l.title,
      sku: l.sku ?? `${order.orderNumber}-${i + 1}`,
      units: l.quantity,
      sellingPrice: fromMinor(l.unitPriceCents),
    })),
    subTotal: fromMinor(order.totalCents),
    cashOnDelivery: order.paymentMethod === COD_PAYMENT_METHOD && order.paymentStatus !== 'paid',
    // A flat box, 4 cm deeper per item up to 20 cm; the courier re-weighs it anyway.
    parcel: {
      lengthCm: 30,
      breadthCm: 22,
      heightCm: Math.min(20, 4 * Math.max(units, 1)),
      weightKg: Math.max(0.1, grams / 1000),
    },
  };
}

/** Placed or being prepared, and paid (or a confirmed COD order): it is the studio's to send. */
function mayShipNext(order: OrderRow): boolean {
  const next = nextOrderStatuses(order.status, order.paymentStatus, order.codConfirmedAt !== null);
  return next.includes('shipped') || next.includes('processing');
}

async function asked<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AggregatorError) throw new AggregatorRefusedError(err.message);
    throw err;
  }
}

export function createShipments({
  db,
  aggregator,
  tracking,
}: {
  db: Db;
  aggregator: ShippingAggregator | null;
  tracking: Tracking;
}) {
  const find = async (orderId: string) =>
    (
      await db.select().from(aggregatorShipments).where(eq(aggregatorShipments.orderId, orderId))
    )[0];
  const need = async (orderId: string) => {
    const row = await find(orderId);
    if (!row) throw new NotFoundError('No shipment is booked for this order');
    if (!aggregator) throw new ConflictError(NO_AGGREGATOR);
    return { row, aggregator };
  };

  return {
    provider: aggregator?.kind ?? null,

    async get(orderId: string): Promise<ShipmentView | null> {
      const row = await find(orderId);
      return row ? viewOf(row) : null;
    },

    /** Books the order's shipment, or answers the one booked before. */
    async book(orderId: string): Promise<ShipmentView> {
      if (!aggregator) throw new ConflictError(NO_AGGREGATOR);
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        const [booked] = await tx
          .select()
          .from(aggregatorShipments)
          .where(eq(aggregatorShipments.orderId, orderId));
        if (booked) return viewOf(booked);
        if (!mayShipNext(order))
          throw new ConflictError(
            `This order is ${ORDER_STATUS_LABELS[order.status].toLowerCase()}: it cannot be booked for shipping now.`,
          );
        if (!inIndia(order.shippingAddress.country))
          throw new ConflictError(
            'Shipments abroad are not booked through the aggregator: ship this order with a carrier by hand.',
          );
        const request = await requestFor(tx, order);
        const shipment = await asked(() => aggregator.createShipment(request));
        const [row] = await tx
          .insert(aggregatorShipments)
          .values({ orderId, provider: aggregator.kind, ...shipment })
          .returning();
        return viewOf(row!);
      });
    },

    async label(orderId: string): Promise<{ awb: string; pdf: Buffer }> {
      const { row, aggregator: a } = await need(orderId);
      return { awb: row.awb, pdf: await asked(() => a.label(row.shipmentId)) };
    },

    async pickup(orderId: string): Promise<ShipmentView> {
      const { row, aggregator: a } = await need(orderId);
      if (row.pickupAt) return viewOf(row);
      const { pickupAt } = await asked(() => a.schedulePickup(row.shipmentId));
      const [updated] = await db
        .update(aggregatorShipments)
        .set({ pickupAt })
        .where(eq(aggregatorShipments.orderId, orderId))
        .returning();
      return viewOf(updated!);
    },

    /**
     * Asks the aggregator about the booked parcels still on their way that no poll asked about in
     * the last `everyMs`, and records what is new (a webhook may have brought it: each event is
     * kept once). Each instance claims the parcels it asks about by moving their `polled_at`, so
     * instances running it together ask once. Answers how many events were new.
     */
    async pollAll(everyMs = POLL_EVERY_MS, now = new Date()): Promise<number> {
      if (!aggregator) return 0;
      const due = new Date(now.getTime() - everyMs);
      const onTheWay = db
        .select({ orderId: orders.id })
        .from(orders)
        .where(inArray(orders.status, ['shipped', 'out_for_delivery']));
      const claimed = await db
        .update(aggregatorShipments)
        .set({ polledAt: now })
        .where(
          and(
            eq(aggregatorShipments.provider, aggregator.kind),
            inArray(aggregatorShipments.orderId, onTheWay),
            or(isNull(aggregatorShipments.polledAt), lt(aggregatorShipments.polledAt, due)),
          ),
        )
        .returning({ awb: aggregatorShipments.awb });
      let added = 0;
      for (const { awb } of claimed) {
        // One courier's outage does not stop the others; the next poll asks again.
        const updates = await aggregator.trackingUpdates(awb).catch(() => []);
        added += await tracking.applyAll(aggregator.kind, updates);
      }
      return added;
    },
  };
}

export type Shipments = ReturnType<typeof createShipments>;
