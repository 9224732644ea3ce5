/**
 * Applies one captured gateway payment to its order, inside the caller's transaction, so recording
 * the payment (and the webhook event that brought it) and its effect commit together or not at
 * all. Keyed by the gateway's payment id: a payment seen before has no further effect.
 */
import { formatMoney, fromMinor } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderItems, orders, orderStatusEvents, payments, users } from '../../db/schema';
import type { Mailer } from '../../integrations/mailer';
import { issueInvoice } from '../invoices';
import { capsStillHold } from '../discounts';
import { issuePurchasedGiftCards } from '../gift-cards';
import { lockOrder, paidWith, takeStock, type OrderAccess } from '../orders';
import { balancesStillCover } from './tenders';
import { orderConfirmationMail } from './mails';

export type CapturedPayment = {
  gatewayPaymentId: string;
  /** As the gateway reports it; the order's own amount when it does not (browser verification). */
  amountMinor?: number;
  currency?: string;
};
export type CaptureOutcome = 'paid' | 'sold_out' | 'second_payment' | 'seen_before';
type Order = typeof orders.$inferSelect;
type Context = {
  tx: Tx;
  mailer: Mailer;
  publicUrl: string;
  access: OrderAccess;
  /** SHOP_TIMEZONE: the day a gift card is mailed on starts at 9:00 there. */
  shopTimeZone?: string;
};

const SOLD_OUT = 'Paid after the stock hold expired and the stock was sold out';
const LAPSED = 'Paid after the checkout expired, and what it was to use was taken meanwhile';

export async function applyCapture(
  { tx, mailer, publicUrl, access, shopTimeZone }: Context,
  orderId: string,
  payment: CapturedPayment,
): Promise<{ order: Order; outcome: CaptureOutcome; stockMoved: boolean }> {
  const order = await lockOrder(tx, orderId);
  const [seen] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.gatewayPaymentId, payment.gatewayPaymentId));
  if (seen || order.gatewayPaymentId === payment.gatewayPaymentId)
    return { order, outcome: 'seen_before', stockMoved: false };

  const record = (status: 'captured' | 'refund_due', reason: string | null) =>
    tx.insert(payments).values({
      orderId,
      gateway: order.gateway,
      gatewayPaymentId: payment.gatewayPaymentId,
      amountMinor: payment.amountMinor ?? order.amountMinor,
      currency: payment.currency ?? order.currency,
      status,
      reason,
    });

  if (order.paymentStatus !== 'pending') {
    const reason = `Second payment ${payment.gatewayPaymentId} (${formatMoney(fromMinor(payment.amountMinor ?? order.amountMinor), payment.currency ?? order.currency)}) for an order already paid by ${order.gatewayPaymentId}: refund it`;
    await record('refund_due', reason);
    await tx
      .update(orders)
      .set({ refundReason: order.refundReason ?? reason, updatedAt: new Date() })
      .where(eq(orders.id, orderId));
    await tx.insert(orderStatusEvents).values({ orderId, status: 'refund_due', note: reason });
    return { order, outcome: 'second_payment', stockMoved: false };
  }

  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  // A hold that expired gave back its stock, and its gift cards, credit and capped codes: take
  // them again, or owe the money when they are gone.
  const lapsed = order.stockHeld
    ? null
    : ((await capsStillHold(tx, orderId)) ?? (await balancesStillCover(tx, orderId)));
  const retaken =
    order.stockHeld || lapsed
      ? null
      : await takeStock(
          tx,
          items.map((i) => ({
            productId: i.productId,
            variantId: i.variantId,
            quantity: i.quantity,
          })),
        );
  const soldOut = retaken?.ok === false || lapsed !== null;
  const why = lapsed ? `${LAPSED}: ${lapsed}` : soldOut ? SOLD_OUT : null;
  await record(soldOut ? 'refund_due' : 'captured', why);
  const now = new Date();
  await tx
    .update(orders)
    .set({
      paymentStatus: soldOut ? 'refund_due' : 'paid',
      refundReason: why,
      stockHeld: !soldOut,
      gatewayPaymentId: payment.gatewayPaymentId,
      paidAt: now,
      reservationExpiresAt: null,
      updatedAt: now,
      ...(soldOut && { status: 'cancelled' as const }),
    })
    .where(eq(orders.id, orderId));
  await tx.insert(orderStatusEvents).values({
    orderId,
    status: soldOut ? 'cancelled' : 'placed',
    note: why ?? 'Payment received',
  });
  if (!soldOut) {
    // The GST invoice number is taken in this transaction: consecutive, and given back on rollback.
    await issueInvoice(tx, orderId, now);
    await issuePurchasedGiftCards(tx, order, items, {
      mailer,
      publicUrl,
      now,
      ...(shopTimeZone && { timeZone: shopTimeZone }),
    });
    const [user] = order.userId
      ? await tx.select({ name: users.name }).from(users).where(eq(users.id, order.userId))
      : [];
    const mail = orderConfirmationMail({
      name: user?.name ?? order.shippingAddress.firstName ?? 'there',
      order,
      items,
      publicUrl,
      // A guest has no session: the mail's link opens the order by itself (issue 27).
      orderToken: access.mailToken(orderId),
      paidWith: await paidWith(tx, orderId),
    });
    await mailer.queue(
      { to: order.receiptEmail, ...mail, attachments: [{ kind: 'invoice', orderId }] },
      tx,
    );
  }
  return { order, outcome: soldOut ? 'sold_out' : 'paid', stockMoved: retaken?.ok === true };
}
