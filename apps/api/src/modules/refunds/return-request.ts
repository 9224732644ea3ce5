/**
 * A customer's return request: within the policy's window for the order's destination, chosen
 * lines and quantities (never more than bought, counting earlier returns that were not declined),
 * a reason, up to three photos and where the refund goes (the original payment, or store credit
 * for an INR order: record 052). The photos are stored first and removed if the request fails.
 */
import {
  BALANCE_CURRENCY,
  RETURN_LIMITS,
  RETURN_MESSAGES,
  RETURN_REASON_LABELS,
  returnableLeft,
  returnAllowed,
  type ReturnRequest,
} from '@shop/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderItems, orders, orderStatusEvents, returns } from '../../db/schema';
import type { Mailer } from '../../integrations/mailer';
import type { Storage } from '../../integrations/storage';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { customerActionsOf, lockOrder, type OrderRow, type OrderLink } from '../orders';
import type { ReturnRow } from './find-return';
import { buyerOrders, type Buyer } from './buyer';
import { returnMail } from './mails';
import { removeReturnPhotos, saveReturnPhotos } from './return-photos';

type Deps = { db: Db; storage: Storage; mailer: Mailer; orderLink: OrderLink };

const GUEST_STORE_CREDIT =
  'Store credit is kept on an account: this order was placed as a guest, so its refund goes to the original payment.';

export function createReturnRequest(deps: Deps) {
  const { db, storage, mailer } = deps;
  return async function request(
    buyer: Buyer,
    orderNumber: string,
    input: ReturnRequest,
    photos: Buffer[],
    now = new Date(),
  ): Promise<ReturnRow> {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.orderNumber, orderNumber), buyerOrders(buyer)));
    if (!order || order.paymentStatus === 'pending' || order.paymentStatus === 'failed')
      throw new NotFoundError('Order not found');
    if (order.status !== 'delivered') throw new ConflictError(RETURN_MESSAGES.notDelivered);
    // Refused as the order's page says it is not offered (issue 29): nothing left, or too late.
    const action = (await customerActionsOf(db, order, now)).return;
    if (!action.allowed) throw new ConflictError(action.reason ?? RETURN_MESSAGES.notDelivered);
    const allowed = returnAllowed(
      input.reason,
      {
        deliveredAt: await deliveredAt(db, order.id),
        country: order.shippingAddress.country ?? 'India',
      },
      now,
    );
    if (!allowed.ok) throw new ConflictError(allowed.message);
    if (photos.length > RETURN_LIMITS.maxPhotos)
      throw new BadRequestError(RETURN_MESSAGES.tooManyPhotos);
    // Store credit is kept in INR (record 052), on an account: a guest's order has none.
    if (input.refundMethod === 'store_credit' && order.currency !== BALANCE_CURRENCY)
      throw new BadRequestError(RETURN_MESSAGES.storeCreditCurrency, {
        refundMethod: RETURN_MESSAGES.storeCreditCurrency,
      });
    if (input.refundMethod === 'store_credit' && order.userId === null)
      throw new BadRequestError(GUEST_STORE_CREDIT, { refundMethod: GUEST_STORE_CREDIT });
    if (input.reason === 'damaged' && photos.length === 0)
      throw new BadRequestError(RETURN_MESSAGES.photosRequired, {
        photos: RETURN_MESSAGES.photosRequired,
      });
    const files = await saveReturnPhotos(storage, order.orderNumber, photos);
    try {
      return await db.transaction((tx) => recordRequest(tx, deps, order, input, files));
    } catch (err) {
      await removeReturnPhotos(storage, files);
      throw err;
    } finally {
      mailer.kick();
    }
  };
}

/** When the order was delivered: the timeline's 'delivered' event. */
async function deliveredAt(db: Db, orderId: string): Promise<Date | null> {
  const [event] = await db
    .select({ at: orderStatusEvents.createdAt })
    .from(orderStatusEvents)
    .where(and(eq(orderStatusEvents.orderId, orderId), eq(orderStatusEvents.status, 'delivered')))
    .orderBy(desc(orderStatusEvents.createdAt))
    .limit(1);
  return event?.at ?? null;
}

/** In the order's lock: checks the quantities, records the return, the timeline and the mail. */
async function recordRequest(
  tx: Tx,
  { mailer, orderLink }: Deps,
  order: OrderRow,
  input: ReturnRequest,
  files: string[],
) {
  await lockOrder(tx, order.id);
  const lines = await returnableLines(tx, order.id, input.lines);
  const [row] = await tx
    .insert(returns)
    .values({
      orderId: order.id,
      reason: input.reason,
      note: input.note,
      lines,
      photos: files,
      refundMethod: input.refundMethod,
    })
    .returning();
  await tx.insert(orderStatusEvents).values({
    orderId: order.id,
    status: 'return_requested',
    note: RETURN_REASON_LABELS[input.reason],
  });
  await mailer.queue(
    {
      to: order.receiptEmail,
      ...returnMail({
        orderNumber: order.orderNumber,
        heading: 'Return requested',
        paragraphs: [
          `We have your return request for order ${order.orderNumber} (${RETURN_REASON_LABELS[input.reason].toLowerCase()}).`,
          'We reply within two business days with what happens next.',
          ...(input.refundMethod === 'store_credit'
            ? ['Once we approve it, the refund is added to your store credit.']
            : []),
        ],
        orderUrl: orderLink(order),
      }),
    },
    tx,
  );
  return row!;
}

/** The requested lines merged by item, refused when more than bought is asked back. */
async function returnableLines(tx: Tx, orderId: string, asked: ReturnRequest['lines']) {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const earlier = await tx.select().from(returns).where(eq(returns.orderId, orderId));
  const left = returnableLeft(items, earlier);
  const merged = new Map<string, number>();
  for (const line of asked) merged.set(line.itemId, (merged.get(line.itemId) ?? 0) + line.quantity);
  for (const [itemId, quantity] of merged) {
    const item = items.find((i) => i.id === itemId);
    if (!item) throw new BadRequestError('That item is not in this order');
    if (item.giftCard) throw new BadRequestError(RETURN_MESSAGES.giftCard);
    if (quantity > (left.get(itemId) ?? 0)) throw new BadRequestError(RETURN_MESSAGES.tooMany);
  }
  return [...merged].map(([itemId, quantity]) => ({ itemId, quantity }));
}
