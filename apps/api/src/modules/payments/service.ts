/**
 * Checkout money and stock. The server prices every line from the database, converts with its own
 * rates, holds stock for 15 minutes while the shopper pays, and applies each captured payment
 * exactly once, whether the browser's verification or the gateway's webhook brings it, however
 * often, and even when a previous attempt died midway (see docs/decisions/006).
 */
import { createOrderFailed, type paymentIntentSchema, type VerifyPaymentInput } from '@shop/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { orders, paymentEvents, products } from '../../db/schema';
import type { PaymentGateway } from '../../integrations/payments/gateway';
import type { Mailer } from '../../integrations/mailer';
import { BadRequestError, HttpError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { CurrencyService } from '../currency';
import type { ShippingService } from '../shipping';
import { applyCapture, type CapturedPayment } from './capture';
import { chargeFor } from './charge';
import { claimHolds, expiredHolds } from './holds';
import { createPendingOrder } from './pending-order';
import { priceCheckout } from './pricing';
import { lockOrder, moveStock } from '../orders';
import { parseWebhookEvent } from './webhook-event';

export { RESERVATION_MS } from './holds';
export const SIGNATURE_INVALID = 'Payment signature is invalid';

type Deps = {
  db: Db;
  gateway: PaymentGateway;
  currency: CurrencyService;
  shipping: ShippingService;
  mailer: Mailer;
  publicUrl: string;
  /** Called after a commit that moved stock (hold, release, late re-take): caches must drop it. */
  onStockChange?: () => void;
  /** refund.processed / refund.failed events go to the refunds module (wired by app.ts). */
  onRefundEvent?: (
    eventId: string,
    type: string,
    refund: { id: string; failureReason?: string },
  ) => Promise<{ handled: boolean; duplicate: boolean }>;
};
type Input = z.output<typeof paymentIntentSchema>;

export function createPaymentsService(deps: Deps) {
  const { db, gateway, currency, shipping, mailer, publicUrl, onStockChange } = deps;

  /** Gives back the stock of unpaid orders matching `where`; returns how many orders it released. */
  async function releaseHolds(where: (tx: Tx) => SQL) {
    const released = await db.transaction(async (tx) => {
      const claimed = await claimHolds(tx, where(tx));
      await moveStock(tx, { give: claimed.lines });
      return claimed.orders;
    });
    if (released > 0) onStockChange?.();
    return released;
  }

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
      return applyCapture({ tx, mailer, publicUrl }, orderId, payment);
    });
    if (result?.outcome === 'paid') mailer.kick();
    if (result?.stockMoved) onStockChange?.();
    return result;
  }

  /**
   * Asks the gateway for an order the shopper pays into. If it cannot make one, the checkout is
   * over: its stock goes back at once instead of waiting for the hold to expire.
   */
  async function openGatewayOrder(
    order: { id: string; orderNumber: string },
    amountMinor: number,
    currencyCode: string,
  ): Promise<string> {
    let gatewayOrder;
    try {
      gatewayOrder = await gateway.createOrder({
        amountMinor,
        currency: currencyCode,
        receipt: order.orderNumber,
        notes: { orderNumber: order.orderNumber },
      });
    } catch (err) {
      await releaseHolds(() => eq(orders.id, order.id));
      throw new HttpError(
        502,
        `${createOrderFailed(gateway.displayName)} ${(err as Error).message}`,
      );
    }
    await db.update(orders).set({ gatewayOrderId: gatewayOrder.id }).where(eq(orders.id, order.id));
    return gatewayOrder.id;
  }

  return {
    gateway,

    async createPaymentIntent(userId: string, input: Input) {
      if (gateway.kind === 'unavailable')
        throw new HttpError(503, 'Payments are not available right now. Please try again later.');
      const priced = await priceCheckout(db, input.orderItems, (goodsCents) =>
        shipping.quote(input.shipping.country, input.shippingMethod, goodsCents),
      );
      const { lines, totals } = priced;
      const { rates } = await currency.getRates();
      const { rate, amountMinor } = chargeFor(totals.total, input.currency, rates);
      const { order, reused } = await db.transaction((tx) =>
        createPendingOrder(tx, {
          userId,
          lines,
          totals,
          currency: input.currency,
          rate,
          amountMinor,
          receiptEmail: input.receipt_email,
          shipping: input.shipping,
          shippingMethod: priced.shipping.method,
          gateway: gateway.kind,
        }),
      );
      onStockChange?.();
      // A retried checkout pays into the gateway order it opened before: same receipt, same amount.
      const gatewayOrderId =
        reused && order.gatewayOrderId
          ? order.gatewayOrderId
          : await openGatewayOrder(order, amountMinor, input.currency);
      return {
        amount: amountMinor,
        currency: input.currency,
        order_id: gatewayOrderId,
        internalOrderId: order.id,
        orderNumber: order.orderNumber,
        key: gateway.keyId,
        gateway: gateway.kind,
      };
    },

    async verifyPayment(userId: string, input: VerifyPaymentInput) {
      const [order] = isUuid(input.internalOrderId)
        ? await db
            .select({ id: orders.id, gatewayOrderId: orders.gatewayOrderId })
            .from(orders)
            .where(and(eq(orders.id, input.internalOrderId), eq(orders.userId, userId)))
        : [];
      if (!order) throw new NotFoundError('Order not found');
      if (order.gatewayOrderId !== input.razorpay_order_id)
        throw new BadRequestError('This payment does not belong to this order');
      const signed = gateway.verifyPaymentSignature({
        orderId: input.razorpay_order_id,
        paymentId: input.razorpay_payment_id,
        signature: input.razorpay_signature,
      });
      if (!signed) throw new BadRequestError(SIGNATURE_INVALID);
      const result = await capture(order.id, { gatewayPaymentId: input.razorpay_payment_id });
      return {
        orderId: order.id,
        orderNumber: result!.order.orderNumber,
        order_id: order.gatewayOrderId,
      };
    },

    /**
     * Records the event and applies it in one transaction: a replay of a committed event is a
     * duplicate, while an event that failed (invalid, or died midway) is processed again.
     */
    async handleWebhook(eventId: string, body: unknown) {
      const event = parseWebhookEvent(body);
      if (event.refund && deps.onRefundEvent)
        return deps.onRefundEvent(eventId, event.type, event.refund);
      const [order] = event.capture
        ? await db
            .select({ id: orders.id })
            .from(orders)
            .where(eq(orders.gatewayOrderId, event.capture.gatewayOrderId))
        : [];
      const recordEvent = async (tx: Tx) => {
        const inserted = await tx
          .insert(paymentEvents)
          .values({ eventId, type: event.type, orderId: order?.id })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.eventId });
        return inserted.length > 0;
      };
      if (!order || !event.capture) {
        const recorded = await db.transaction(recordEvent);
        return { handled: false, duplicate: !recorded };
      }
      const result = await capture(order.id, event.capture, recordEvent);
      return { handled: result !== null, duplicate: result === null };
    },

    /** Gives back stock held by checkouts that were not paid in time; safe on every instance at once. */
    async releaseExpiredReservations(now = new Date()): Promise<number> {
      let total = 0;
      for (;;) {
        const released = await releaseHolds((tx) => expiredHolds(tx, now));
        total += released;
        if (released === 0) return total;
      }
    },

    /** Stock available after holds: exposed for tests and the admin. */
    async stockOf(productId: string): Promise<number> {
      const [row] = await db
        .select({ stock: products.countInStock })
        .from(products)
        .where(eq(products.id, productId));
      return row?.stock ?? 0;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
