/**
 * Checkout money and stock. The server prices every line from the database, converts with its own
 * rates, holds stock for 15 minutes while the shopper pays, and marks the order paid once, whether
 * the browser's verification or the gateway's webhook arrives first.
 */
import {
  computeTotalsCents,
  createOrderFailed,
  type PaymentIntentInput,
  type VerifyPaymentInput,
} from '@shop/shared';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  orderItems,
  orders,
  orderStatusEvents,
  paymentEvents,
  products,
  users,
} from '../../db/schema';
import type { PaymentGateway } from '../../integrations/payments/gateway';
import type { Mailer } from '../../integrations/mailer';
import { BadRequestError, ConflictError, HttpError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../catalog/repository';
import type { CurrencyService } from '../currency/service';
import { newOrderNumber } from '../orders/order-number';
import { orderConfirmationMail } from './mails';
import { returnStock, takeStock } from './stock';

export const RESERVATION_MS = 15 * 60 * 1000;
export const SIGNATURE_INVALID = 'Payment signature is invalid';

type Deps = {
  db: Db;
  gateway: PaymentGateway;
  currency: CurrencyService;
  mailer: Mailer;
  publicUrl: string;
};
type Input = ReturnType<typeof import('@shop/shared').paymentIntentSchema.parse>;

function mergeLines(items: PaymentIntentInput['orderItems']) {
  const merged = new Map<string, { id: string; quantity: number; selectedColor?: string }>();
  for (const item of items) {
    const line = merged.get(item.id);
    if (line) line.quantity += item.quantity;
    else
      merged.set(item.id, {
        id: item.id,
        quantity: item.quantity,
        selectedColor: item.selectedColor,
      });
  }
  return [...merged.values()];
}

export function createPaymentsService({ db, gateway, currency, mailer, publicUrl }: Deps) {
  async function releaseHold(tx: Tx, orderId: string) {
    const [order] = await tx
      .update(orders)
      .set({ stockHeld: false, updatedAt: new Date() })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.stockHeld, true),
          eq(orders.paymentStatus, 'pending'),
        ),
      )
      .returning({ id: orders.id });
    if (!order) return;
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    await returnStock(
      tx,
      items.map((i) => ({ productId: i.productId, quantity: i.quantity })),
    );
  }

  /** Marks an order paid exactly once; re-takes stock if its hold had expired, else flags a refund. */
  async function markPaid(
    orderId: string,
    paymentId: string,
  ): Promise<{ orderNumber: string; alreadyPaid: boolean }> {
    const result = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) throw new NotFoundError('Order not found');
      if (order.paymentStatus !== 'pending') return { order, alreadyPaid: true, items: [] };
      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
      let paymentStatus: 'paid' | 'refund_due' = 'paid';
      let refundReason: string | null = null;
      if (!order.stockHeld) {
        const taken = await takeStock(
          tx,
          items.map((i) => ({ productId: i.productId, quantity: i.quantity })),
        );
        if (!taken.ok) {
          paymentStatus = 'refund_due';
          refundReason = 'Paid after the stock hold expired and the stock was sold out';
        }
      }
      const now = new Date();
      await tx
        .update(orders)
        .set({
          paymentStatus,
          refundReason,
          stockHeld: paymentStatus === 'paid',
          gatewayPaymentId: paymentId,
          paidAt: now,
          reservationExpiresAt: null,
          updatedAt: now,
          ...(paymentStatus === 'refund_due' && { status: 'cancelled' as const }),
        })
        .where(eq(orders.id, orderId));
      await tx.insert(orderStatusEvents).values({
        orderId,
        status: paymentStatus === 'paid' ? 'placed' : 'cancelled',
        note: refundReason ?? 'Payment received',
      });
      if (paymentStatus === 'paid') {
        const [user] = await tx
          .select({ name: users.name })
          .from(users)
          .where(eq(users.id, order.userId));
        await mailer.queue(
          {
            to: order.receiptEmail,
            ...orderConfirmationMail({
              name: user?.name ?? 'there',
              orderNumber: order.orderNumber,
              amountMinor: order.amountMinor,
              currency: order.currency,
              items,
              publicUrl,
            }),
          },
          tx,
        );
      }
      return { order, alreadyPaid: false, items };
    });
    mailer.kick();
    return { orderNumber: result.order.orderNumber, alreadyPaid: result.alreadyPaid };
  }

  return {
    gateway,

    async createPaymentIntent(userId: string, input: Input) {
      if (gateway.kind === 'unavailable')
        throw new HttpError(503, 'Payments are not available right now. Please try again later.');
      const lines = mergeLines(input.orderItems);
      const ids = lines.map((l) => l.id).filter(isUuid);
      const rows = ids.length
        ? await db.select().from(products).where(inArray(products.id, ids))
        : [];
      const byId = new Map(rows.map((p) => [p.id, p]));
      for (const line of lines) {
        const product = byId.get(line.id);
        if (!product || !product.active)
          throw new ConflictError(
            `An item in your cart is no longer available (${line.id}). Please remove it and try again.`,
          );
        if (product.countInStock < line.quantity) {
          throw new ConflictError(
            product.countInStock <= 0
              ? `"${product.title}" is out of stock.`
              : `Only ${product.countInStock} of "${product.title}" left in stock.`,
          );
        }
      }
      const priced = lines.map((l) => ({ line: l, product: byId.get(l.id)! }));
      const totals = computeTotalsCents(
        priced.map(({ line, product }) => ({
          price: product.priceCents / 100,
          salePrice:
            product.salePriceCents !== null && product.salePriceCents < product.priceCents
              ? product.salePriceCents / 100
              : null,
          taxPercent: product.taxPercent,
          discountPercent: product.discountPercent,
          shippingCost: product.shippingCostCents / 100,
          quantity: line.quantity,
        })),
      );
      const { rates } = await currency.getRates();
      const rate = input.currency === 'USD' ? 1 : rates[input.currency];
      if (!rate) throw new BadRequestError('Unsupported currency');
      const amountMinor = Math.round(totals.total * rate);
      if (amountMinor < 100)
        throw new BadRequestError('The order total is too small to pay online');

      const { shipping } = input;
      const order = await db.transaction(async (tx) => {
        // A new checkout replaces this shopper's earlier unpaid attempts: their holds go back.
        const stale = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(
            and(
              eq(orders.userId, userId),
              eq(orders.paymentStatus, 'pending'),
              eq(orders.stockHeld, true),
            ),
          );
        for (const s of stale) await releaseHold(tx, s.id);
        const taken = await takeStock(
          tx,
          lines.map((l) => ({ productId: l.id, quantity: l.quantity })),
        );
        if (!taken.ok)
          throw new ConflictError(
            `"${byId.get(taken.productId)?.title}" just sold out. Please update your cart.`,
          );
        const [created] = await tx
          .insert(orders)
          .values({
            orderNumber: newOrderNumber(),
            userId,
            subtotalCents: totals.subtotal,
            shippingCents: totals.shipping,
            taxCents: totals.tax,
            discountCents: totals.discount,
            totalCents: totals.total,
            currency: input.currency,
            exchangeRate: rate,
            amountMinor,
            receiptEmail: input.receipt_email,
            shippingAddress: {
              firstName: shipping.firstName,
              lastName: shipping.lastName,
              email: shipping.email,
              number: shipping.number,
              address: shipping.address,
              city: shipping.city,
              state: shipping.state,
              zipCode: shipping.zipCode,
              country: shipping.country,
            },
            notes: shipping.orderNotes,
            gateway: gateway.kind,
            stockHeld: true,
            reservationExpiresAt: new Date(Date.now() + RESERVATION_MS),
          })
          .returning();
        await tx.insert(orderItems).values(
          priced.map(({ line, product }) => ({
            orderId: created!.id,
            productId: product.id,
            title: product.title,
            quantity: line.quantity,
            unitPriceCents:
              product.salePriceCents !== null && product.salePriceCents < product.priceCents
                ? product.salePriceCents
                : product.priceCents,
            selectedColor: line.selectedColor,
          })),
        );
        if (shipping.saveInfo) {
          await tx
            .update(users)
            .set({
              number: shipping.number,
              shippingAddress: {
                street: shipping.address,
                city: shipping.city,
                state: shipping.state,
                zipCode: shipping.zipCode,
                country: shipping.country,
              },
              updatedAt: new Date(),
            })
            .where(eq(users.id, userId));
        }
        return created!;
      });

      let gatewayOrder;
      try {
        gatewayOrder = await gateway.createOrder({
          amountMinor,
          currency: input.currency,
          receipt: order.orderNumber,
          notes: { orderNumber: order.orderNumber },
        });
      } catch (err) {
        await db.transaction((tx) => releaseHold(tx, order.id));
        throw new HttpError(
          502,
          `${createOrderFailed(gateway.displayName)} ${(err as Error).message}`,
        );
      }
      await db
        .update(orders)
        .set({ gatewayOrderId: gatewayOrder.id })
        .where(eq(orders.id, order.id));
      return {
        amount: amountMinor,
        currency: input.currency,
        order_id: gatewayOrder.id,
        internalOrderId: order.id,
        orderNumber: order.orderNumber,
        key: gateway.keyId,
        gateway: gateway.kind,
      };
    },

    async verifyPayment(userId: string, input: VerifyPaymentInput) {
      const order = isUuid(input.internalOrderId)
        ? (
            await db
              .select()
              .from(orders)
              .where(and(eq(orders.id, input.internalOrderId), eq(orders.userId, userId)))
              .limit(1)
          )[0]
        : undefined;
      if (!order) throw new NotFoundError('Order not found');
      if (order.gatewayOrderId !== input.razorpay_order_id)
        throw new BadRequestError('This payment does not belong to this order');
      if (
        !gateway.verifyPaymentSignature({
          orderId: input.razorpay_order_id,
          paymentId: input.razorpay_payment_id,
          signature: input.razorpay_signature,
        })
      ) {
        throw new BadRequestError(SIGNATURE_INVALID);
      }
      if (order.gatewayPaymentId && order.gatewayPaymentId !== input.razorpay_payment_id) {
        return {
          orderId: order.id,
          orderNumber: order.orderNumber,
          order_id: order.gatewayOrderId,
        };
      }
      const { orderNumber } = await markPaid(order.id, input.razorpay_payment_id);
      return { orderId: order.id, orderNumber, order_id: order.gatewayOrderId };
    },

    /** Returns false for a replayed event. */
    async handleWebhook(
      eventId: string,
      event: {
        event?: string;
        payload?: {
          payment?: { entity?: { id?: string; order_id?: string } };
          order?: { entity?: { id?: string } };
        };
      },
    ) {
      const inserted = await db
        .insert(paymentEvents)
        .values({ eventId, type: event.event ?? 'unknown' })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.eventId });
      if (inserted.length === 0) return { handled: false, duplicate: true };
      if (event.event !== 'payment.captured' && event.event !== 'order.paid')
        return { handled: false, duplicate: false };
      const gatewayOrderId =
        event.payload?.payment?.entity?.order_id ?? event.payload?.order?.entity?.id;
      const paymentId = event.payload?.payment?.entity?.id;
      if (!gatewayOrderId || !paymentId)
        throw new BadRequestError('The event has no order or payment id');
      const [order] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.gatewayOrderId, gatewayOrderId))
        .limit(1);
      if (!order) return { handled: false, duplicate: false };
      await db
        .update(paymentEvents)
        .set({ orderId: order.id })
        .where(eq(paymentEvents.eventId, eventId));
      await markPaid(order.id, paymentId);
      return { handled: true, duplicate: false };
    },

    /** Gives back stock held by checkouts that were not paid in time. */
    async releaseExpiredReservations(now = new Date()): Promise<number> {
      const expired = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.stockHeld, true),
            eq(orders.paymentStatus, 'pending'),
            lt(orders.reservationExpiresAt, now),
          ),
        );
      for (const { id } of expired) await db.transaction((tx) => releaseHold(tx, id));
      return expired.length;
    },

    /** Stock available after holds: exposed for tests and the admin. */
    async stockOf(productId: string): Promise<number> {
      const [row] = await db
        .select({ stock: products.countInStock })
        .from(products)
        .where(eq(products.id, productId));
      return row?.stock ?? 0;
    },

    markPaid,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
