/**
 * Returns (issue 14): a customer asks within the policy's window for the order's destination,
 * choosing lines and quantities, a reason and up to three photos; the owner approves (the lines'
 * price and tax are refunded through the gateway) or declines with a message, and marks the parcel
 * received (the stock comes back, once). Every step is in the order's timeline and mailed.
 */
import {
  formatMoney,
  fromMinor,
  RETURN_LIMITS,
  RETURN_MESSAGES,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  returnAllowed,
  type ReturnRequest,
} from '@shop/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, orderStatusEvents, returns } from '../../db/schema';
import type { Mailer } from '../../integrations/mailer';
import { renderMail } from '../../integrations/mail-layout';
import { imageKey, type Storage } from '../../integrations/storage';
import { removeImages, saveImages, sniffImage, toWebp } from '../../lib/uploaded-images';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { lockOrder, orderPageUrl, returnStock } from '../orders';
import type { RefundsService } from './service';

const PHOTO_WIDTH = 1600;

export function createReturnsService(deps: {
  db: Db;
  storage: Storage;
  mailer: Mailer;
  refunds: RefundsService;
  publicUrl: string;
  onStockChange?: () => void;
}) {
  const { db, storage, mailer, refunds, publicUrl } = deps;

  async function mail(
    order: typeof orders.$inferSelect,
    heading: string,
    paragraphs: string[],
    tx: Pick<Db, 'insert'> = db,
  ) {
    await mailer.queue(
      {
        to: order.receiptEmail,
        ...renderMail({
          subject: `Order ${order.orderNumber}: ${heading}`,
          heading,
          paragraphs,
          sections: [],
          action: { label: 'View your order', url: orderPageUrl(publicUrl, order.orderNumber) },
        }),
      },
      tx,
    );
  }

  async function requireReturn(id: string) {
    const [row] = isUuid(id) ? await db.select().from(returns).where(eq(returns.id, id)) : [];
    if (!row) throw new NotFoundError('Return not found');
    return row;
  }

  /** When the order was delivered: the timeline's 'delivered' event. */
  async function deliveredAt(orderId: string): Promise<Date | null> {
    const [event] = await db
      .select({ at: orderStatusEvents.createdAt })
      .from(orderStatusEvents)
      .where(and(eq(orderStatusEvents.orderId, orderId), eq(orderStatusEvents.status, 'delivered')))
      .orderBy(desc(orderStatusEvents.createdAt))
      .limit(1);
    return event?.at ?? null;
  }

  return {
    async request(
      userId: string,
      orderNumber: string,
      input: ReturnRequest,
      photos: Buffer[],
      now = new Date(),
    ) {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId)));
      if (!order || order.paymentStatus === 'pending' || order.paymentStatus === 'failed')
        throw new NotFoundError('Order not found');
      if (order.status !== 'delivered') throw new ConflictError(RETURN_MESSAGES.notDelivered);
      const allowed = returnAllowed(
        input.reason,
        {
          deliveredAt: await deliveredAt(order.id),
          country: order.shippingAddress.country ?? 'India',
        },
        now,
      );
      if (!allowed.ok) throw new ConflictError(allowed.message);
      if (photos.length > RETURN_LIMITS.maxPhotos)
        throw new BadRequestError(RETURN_MESSAGES.tooManyPhotos);
      if (input.reason === 'damaged' && photos.length === 0)
        throw new BadRequestError(RETURN_MESSAGES.photosRequired, {
          photos: RETURN_MESSAGES.photosRequired,
        });
      const encoded: Buffer[] = [];
      for (const photo of photos) {
        if (!sniffImage(photo))
          throw new BadRequestError('Only JPEG, PNG, WebP or GIF images can be uploaded');
        encoded.push(
          (
            await toWebp(photo, PHOTO_WIDTH).catch(() => {
              throw new BadRequestError('This image could not be read');
            })
          ).data,
        );
      }
      const files = await saveImages(storage, 'returns', order.orderNumber.toLowerCase(), encoded);
      try {
        return await db.transaction(async (tx) => {
          await lockOrder(tx, order.id);
          const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
          const open = await tx.select().from(returns).where(eq(returns.orderId, order.id));
          const already = (itemId: string) =>
            open
              .filter((r) => r.status !== 'declined')
              .flatMap((r) => r.lines)
              .filter((l) => l.itemId === itemId)
              .reduce((s, l) => s + l.quantity, 0);
          const merged = new Map<string, number>();
          for (const line of input.lines)
            merged.set(line.itemId, (merged.get(line.itemId) ?? 0) + line.quantity);
          for (const [itemId, quantity] of merged) {
            const item = items.find((i) => i.id === itemId);
            if (!item) throw new BadRequestError('That item is not in this order');
            if (quantity + already(itemId) > item.quantity)
              throw new BadRequestError(RETURN_MESSAGES.tooMany);
          }
          const [row] = await tx
            .insert(returns)
            .values({
              orderId: order.id,
              reason: input.reason,
              note: input.note,
              lines: [...merged].map(([itemId, quantity]) => ({ itemId, quantity })),
              photos: files,
            })
            .returning();
          await tx.insert(orderStatusEvents).values({
            orderId: order.id,
            status: 'return_requested',
            note: RETURN_REASON_LABELS[input.reason],
          });
          await mail(
            order,
            'Return requested',
            [
              `We have your return request for order ${order.orderNumber} (${RETURN_REASON_LABELS[input.reason].toLowerCase()}).`,
              'We reply within two business days with what happens next.',
            ],
            tx,
          );
          return row!;
        });
      } catch (err) {
        await removeImages(storage, 'returns', files);
        throw err;
      } finally {
        mailer.kick();
      }
    },

    list: (orderId: string) =>
      db.select().from(returns).where(eq(returns.orderId, orderId)).orderBy(asc(returns.createdAt)),

    photo: async (id: string, file: string) => {
      const row = await requireReturn(id);
      if (!row.photos.includes(file)) throw new NotFoundError('Photo not found');
      const stored = await storage.get(imageKey('returns', file));
      if (!stored) throw new NotFoundError('Photo not found');
      return stored;
    },

    /** Approves and refunds the returned lines' price and tax, in the order's currency. */
    async approve(id: string, adminId: string) {
      const row = await requireReturn(id);
      if (row.status !== 'requested')
        throw new ConflictError('This return has been decided already.');
      const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId));
      const items = await db.select().from(orderItems).where(eq(orderItems.orderId, row.orderId));
      let cents = 0;
      for (const line of row.lines) {
        const item = items.find((i) => i.id === line.itemId)!;
        const gross = item.unitPriceCents * line.quantity;
        const tax = Math.round((gross * (item.taxPercent ?? 0)) / 100);
        const discount = Math.round((gross * (item.discountPercent ?? 0)) / 100);
        cents += gross + tax - discount;
      }
      const minor = Math.round(cents * order!.exchangeRate);
      const left = (await refunds.balances(order!.id)).reduce((s, b) => s + Math.max(0, b.left), 0);
      const amount = fromMinor(Math.min(minor, left));
      // Decided first (a second approval is refused), then refunded with the return's own key.
      const [decided] = await db
        .update(returns)
        .set({ status: 'approved', decidedAt: new Date() })
        .where(and(eq(returns.id, id), eq(returns.status, 'requested')))
        .returning();
      if (!decided) throw new ConflictError('This return has been decided already.');
      const refund =
        amount > 0
          ? await refunds.refund(
              order!.id,
              { amount, reason: `Return: ${RETURN_REASON_LABELS[row.reason]}` },
              { userId: adminId, requestKey: `return-${id}` },
            )
          : null;
      await db
        .update(returns)
        .set({ refundId: refund?.id ?? null })
        .where(eq(returns.id, id));
      await db.transaction(async (tx) => {
        await tx.insert(orderStatusEvents).values({
          orderId: order!.id,
          status: 'return_approved',
          note: refund ? `Refund of ${formatMoney(amount, order!.currency)}` : '',
        });
        await mail(
          order!,
          RETURN_STATUS_LABELS.approved,
          [
            `Your return for order ${order!.orderNumber} is approved.`,
            ...(refund
              ? [
                  `We are refunding ${formatMoney(amount, order!.currency)} to your original payment method.`,
                ]
              : []),
            row.reason === 'damaged'
              ? 'There is no need to send the damaged item back unless we ask for it.'
              : 'Please send the items back in their original packaging with a tracked service.',
          ],
          tx,
        );
      });
      mailer.kick();
      return { ...decided, refundId: refund?.id ?? null };
    },

    async decline(id: string, message: string) {
      const row = await requireReturn(id);
      const [decided] = await db
        .update(returns)
        .set({ status: 'declined', ownerMessage: message, decidedAt: new Date() })
        .where(and(eq(returns.id, id), eq(returns.status, 'requested')))
        .returning();
      if (!decided) throw new ConflictError('This return has been decided already.');
      const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId));
      await db.transaction(async (tx) => {
        await tx
          .insert(orderStatusEvents)
          .values({ orderId: row.orderId, status: 'return_declined', note: message });
        await mail(
          order!,
          RETURN_STATUS_LABELS.declined,
          [`We cannot accept the return for order ${order!.orderNumber}.`, message],
          tx,
        );
      });
      mailer.kick();
      return decided;
    },

    /** The parcel arrived: the returned items go back into stock, once. */
    async received(id: string) {
      const row = await requireReturn(id);
      const result = await db.transaction(async (tx) => {
        await lockOrder(tx, row.orderId);
        const [current] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
        if (current!.status !== 'approved')
          throw new ConflictError('Only an approved return can be marked received.');
        const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, row.orderId));
        await returnStock(
          tx,
          current!.lines.map((l) => ({
            productId: items.find((i) => i.id === l.itemId)!.productId,
            quantity: l.quantity,
          })),
        );
        const [updated] = await tx
          .update(returns)
          .set({ status: 'received', receivedAt: new Date() })
          .where(eq(returns.id, id))
          .returning();
        await tx
          .insert(orderStatusEvents)
          .values({ orderId: row.orderId, status: 'return_received', note: 'Items back in stock' });
        const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
        await mail(
          order!,
          RETURN_STATUS_LABELS.received,
          [
            `Your return for order ${order!.orderNumber} has arrived at our studio. Thank you for sending it back.`,
          ],
          tx,
        );
        return updated!;
      });
      deps.onStockChange?.();
      mailer.kick();
      return result;
    },
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
