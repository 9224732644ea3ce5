/**
 * Runs a capture in one transaction with the event that brought it, whether the browser's
 * verification or the gateway's webhook brings it, however often (docs/decisions/006).
 */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, paymentEvents } from '../../db/schema';
import type { Mailer } from '../../integrations/mailer';
import { lockOrder, type OrderAccess } from '../orders';
import { applyCapture, type CapturedPayment } from './capture';

type Deps = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  access: OrderAccess;
  onStockChange?: () => void;
  shopTimeZone?: string;
  /** Told once an order is paid, after the commit (the funnel's paid step, issue 30). */
  onPaid?: (orderId: string) => void;
};
export type CaptureEvent = CapturedPayment & { gatewayOrderId: string };

export function createCaptureRun(deps: Deps) {
  const { db, mailer, onStockChange } = deps;
  /** One transaction: the payment (and the event that brought it) is recorded with its effect. */
  async function capture(
    orderId: string,
    payment: CapturedPayment,
    recordEvent?: (tx: Tx) => Promise<boolean>,
  ) {
    const result = await db.transaction(async (tx) => {
      // Order first, event second: the event's foreign key share-locks the order, so two
      // deliveries taking these locks the other way round would deadlock each other.
      await lockOrder(tx, orderId);
      if (recordEvent && !(await recordEvent(tx))) return null;
      const { publicUrl, access, shopTimeZone } = deps;
      return applyCapture({ tx, mailer, publicUrl, access, shopTimeZone }, orderId, payment);
    });
    if (result?.outcome === 'paid') {
      mailer.kick();
      deps.onPaid?.(orderId);
    }
    if (result?.stockMoved) onStockChange?.();
    return result;
  }

  return {
    capture,

    /**
     * A gateway event that is not about a refund: recorded, and applied when it is a capture of one
     * of our orders, in one transaction. A replay of a committed event is a duplicate, while an
     * event that failed (invalid, or died midway) is processed again.
     */
    async applyCaptureEvent(eventId: string, type: string, event: CaptureEvent | null) {
      const [order] = event
        ? await db
            .select({ id: orders.id })
            .from(orders)
            .where(eq(orders.gatewayOrderId, event.gatewayOrderId))
        : [];
      const recordEvent = async (tx: Tx) => {
        const inserted = await tx
          .insert(paymentEvents)
          .values({ eventId, type, orderId: order?.id })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.eventId });
        return inserted.length > 0;
      };
      if (!order || !event) {
        const recorded = await db.transaction(recordEvent);
        return { handled: false, duplicate: !recorded };
      }
      const result = await capture(order.id, event, recordEvent);
      return { handled: result !== null, duplicate: result === null };
    },
  };
}
