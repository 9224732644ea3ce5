/**
 * Refunds through the payment gateway (issue 14). A refund is recorded before the gateway is asked
 * (status requested), in the order's lock, so two owners or a double click cannot give back more
 * than was captured; its own id is the gateway's idempotency key, so a retry, a crash before the
 * answer or a second instance resuming it never refunds twice. The gateway's answer, or later its
 * webhook, moves it on; the effects of a processed refund (payment and order states, the
 * timeline, the customer's mail) happen once, in the transaction that records it.
 */
import {
  formatMoney,
  fromMinor,
  isRefundLive,
  REFUND_MESSAGES,
  toMinor,
  type RefundRequest,
  type RefundStatus,
} from '@shop/shared';
import { and, asc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  orderItems,
  orders,
  orderStatusEvents,
  paymentEvents,
  payments,
  refunds,
} from '../../db/schema';
import {
  GatewayError,
  GatewayRefusal,
  type GatewayRefund,
  type PaymentGateway,
} from '../../integrations/payments/gateway';
import type { Mailer } from '../../integrations/mailer';
import { BadRequestError, ConflictError, HttpError, NotFoundError } from '../../lib/errors';
import { issueCreditNote } from '../invoices';
import { lockOrder, returnStock } from '../orders';
import { cancelledMail, refundedMail } from './mails';

type RefundRow = typeof refunds.$inferSelect;
type Order = typeof orders.$inferSelect;

/** What the gateway could not be asked or did not answer: the refund waits to be resumed. */
export class RefundPendingError extends HttpError {
  constructor() {
    super(
      502,
      'The payment gateway did not answer. The refund is recorded and will be retried; nothing was refunded twice.',
    );
  }
}

export type RefundsDeps = {
  db: Db;
  gateway: PaymentGateway;
  mailer: Mailer;
  publicUrl: string;
  /** Stock moved (a cancellation): the catalogue's caches are cleared. */
  onStockChange?: () => void;
};

export function createRefundsService({
  db,
  gateway,
  mailer,
  publicUrl,
  onStockChange,
}: RefundsDeps) {
  /** Captured payments of an order with what is left to refund on each. */
  async function balances(tx: Tx | Db, orderId: string) {
    const paid = await tx
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(asc(payments.createdAt));
    const given = await tx.select().from(refunds).where(eq(refunds.orderId, orderId));
    return paid.map((payment) => {
      const refunded = given
        .filter((r) => r.paymentId === payment.id && isRefundLive(r.status))
        .reduce((sum, r) => sum + r.amountMinor, 0);
      return { payment, refunded, left: payment.amountMinor - refunded };
    });
  }

  /** Records refunds (in the caller's transaction, the order locked): one per [payment, amount]. */
  async function record(
    tx: Tx,
    order: Order,
    lines: { paymentId: string; amountMinor: number }[],
    reason: string,
    by: { userId: string | null; requestKey?: string },
  ): Promise<RefundRow[]> {
    if (lines.length === 0) return [];
    return tx
      .insert(refunds)
      .values(
        lines.map((line, i) => ({
          orderId: order.id,
          paymentId: line.paymentId,
          amountMinor: line.amountMinor,
          currency: order.currency,
          reason,
          requestedBy: by.userId,
          requestKey: i === 0 ? by.requestKey : undefined,
        })),
      )
      .returning();
  }

  /**
   * Applies the gateway's word on a refund, once: locks the refund, moves it to the new status and,
   * the first time it is processed, updates its payment and order, writes the timeline and queues
   * the customer's mail.
   */
  async function settle(
    tx: Tx,
    refundId: string,
    result: Pick<GatewayRefund, 'id' | 'status'>,
    failure?: string,
  ) {
    // The order first, then the refund: the order the rest of the shop locks in.
    const [found] = await tx
      .select({ orderId: refunds.orderId })
      .from(refunds)
      .where(eq(refunds.id, refundId));
    if (!found) return null;
    const order = await lockOrder(tx, found.orderId);
    const [current] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
    const row = current!;
    const before = row.status;
    // Once processed or failed, a refund does not change again (webhooks can arrive late).
    if (before === 'processed' || before === 'failed') return row;
    const status: RefundStatus = result.status;
    const [updated] = await tx
      .update(refunds)
      .set({
        status,
        gatewayRefundId: result.id || row.gatewayRefundId,
        failureReason: status === 'failed' ? (failure ?? 'Refused by the payment gateway') : null,
        updatedAt: new Date(),
      })
      .where(eq(refunds.id, refundId))
      .returning();
    const money = formatMoney(fromMinor(row.amountMinor), row.currency);
    if (status === 'failed') {
      await tx.insert(orderStatusEvents).values({
        orderId: order.id,
        status: 'refund_failed',
        note: `Refund of ${money} failed: ${failure ?? 'refused by the payment gateway'}`,
      });
      return updated!;
    }
    if (status !== 'processed') return updated!;

    const left = await balances(tx, order.id);
    const mine = left.find((b) => b.payment.id === row.paymentId);
    const processed = await tx
      .select({ amountMinor: refunds.amountMinor, paymentId: refunds.paymentId })
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), eq(refunds.status, 'processed')));
    const processedOn = (paymentId: string) =>
      processed.filter((r) => r.paymentId === paymentId).reduce((s, r) => s + r.amountMinor, 0);
    if (mine && processedOn(mine.payment.id) >= mine.payment.amountMinor) {
      await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.id, mine.payment.id));
    }
    const everything = left.every((b) => processedOn(b.payment.id) >= b.payment.amountMinor);
    const owedElsewhere = left.some(
      (b) =>
        b.payment.id !== row.paymentId &&
        b.payment.status === 'refund_due' &&
        processedOn(b.payment.id) < b.payment.amountMinor,
    );
    const paymentStatus = everything
      ? ('refunded' as const)
      : order.paymentStatus === 'refund_due' && order.status !== 'cancelled' && !owedElsewhere
        ? ('paid' as const)
        : order.paymentStatus;
    await tx
      .update(orders)
      .set({
        paymentStatus,
        refundReason: paymentStatus === 'refund_due' ? order.refundReason : null,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id));
    await issueCreditNote(tx, order.id, row.id, new Date());
    await tx.insert(orderStatusEvents).values({
      orderId: order.id,
      status: 'refunded',
      note: `Refunded ${money}: ${row.reason}`,
    });
    await mailer.queue(
      {
        to: order.receiptEmail,
        ...refundedMail({
          orderNumber: order.orderNumber,
          amount: money,
          full: everything,
          publicUrl,
        }),
      },
      tx,
    );
    return updated!;
  }

  /** Asks the gateway for a recorded refund and applies its answer; an unknown outcome waits. */
  async function send(row: RefundRow): Promise<RefundRow> {
    const [payment] = await db.select().from(payments).where(eq(payments.id, row.paymentId));
    if (!payment) throw new NotFoundError('Payment not found');
    const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId));
    let answer: GatewayRefund;
    try {
      answer = await gateway.refund({
        paymentId: payment.gatewayPaymentId,
        amountMinor: row.amountMinor,
        notes: { order: order?.orderNumber ?? row.orderId, reason: row.reason.slice(0, 200) },
        idempotencyKey: row.id,
      });
    } catch (err) {
      if (err instanceof GatewayRefusal) {
        const failed = await db.transaction((tx) =>
          settle(tx, row.id, { id: '', status: 'failed' }, err.message),
        );
        mailer.kick();
        return failed ?? row;
      }
      if (err instanceof GatewayError) throw new RefundPendingError();
      throw err;
    }
    const settled = await db.transaction((tx) => settle(tx, row.id, answer));
    mailer.kick();
    return settled ?? row;
  }

  async function cancel(which: SQL, reason: string, userId: string, byCustomer: boolean) {
    const result = await db.transaction(async (tx) => {
      const [found] = await tx.select({ id: orders.id }).from(orders).where(which);
      if (!found) throw new NotFoundError(REFUND_MESSAGES.notYours);
      const order = await lockOrder(tx, found.id);
      if (order.paymentStatus === 'pending' || order.paymentStatus === 'failed')
        throw new NotFoundError(REFUND_MESSAGES.notYours);
      if (order.status === 'cancelled') throw new ConflictError('This order is already cancelled.');
      if (order.status !== 'pending' && order.status !== 'processing')
        throw new ConflictError(REFUND_MESSAGES.cannotCancel);
      if (order.stockHeld) {
        const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
        await returnStock(
          tx,
          items.map((i) => ({ productId: i.productId, quantity: i.quantity })),
        );
      }
      await tx
        .update(orders)
        .set({
          status: 'cancelled',
          stockHeld: false,
          paymentStatus: 'refund_due',
          refundReason: reason,
          updatedAt: new Date(),
        })
        .where(eq(orders.id, order.id));
      await tx
        .insert(orderStatusEvents)
        .values({ orderId: order.id, status: 'cancelled', note: reason });
      const owed = (await balances(tx, order.id)).filter((b) => b.left > 0);
      const rows = await record(
        tx,
        order,
        owed.map((b) => ({ paymentId: b.payment.id, amountMinor: b.left })),
        reason,
        { userId },
      );
      await mailer.queue(
        {
          to: order.receiptEmail,
          ...cancelledMail({ orderNumber: order.orderNumber, byCustomer, reason, publicUrl }),
        },
        tx,
      );
      return { rows, stockMoved: order.stockHeld };
    });
    if (result.stockMoved) onStockChange?.();
    const sent: RefundRow[] = [];
    for (const row of result.rows) {
      try {
        sent.push(await send(row));
      } catch (err) {
        // The cancellation stands; the refund is resumed by the background run.
        if (!(err instanceof RefundPendingError)) throw err;
        sent.push(row);
      }
    }
    mailer.kick();
    return sent[0] ?? null;
  }

  return {
    balances: (orderId: string) => balances(db, orderId),

    list: (orderId: string) =>
      db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt)),

    /**
     * The owner's refund: at most what is left on the payment. With a request key (the client's
     * Idempotency-Key), a repeated request answers with the first one's refund.
     */
    async refund(
      orderId: string,
      input: RefundRequest,
      by: { userId: string; requestKey?: string },
    ): Promise<RefundRow> {
      const amountMinor = toMinor(input.amount);
      const row = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (by.requestKey) {
          const [seen] = await tx
            .select()
            .from(refunds)
            .where(and(eq(refunds.orderId, orderId), eq(refunds.requestKey, by.requestKey)));
          if (seen) return { seen, created: undefined };
        }
        if (order.paymentStatus === 'pending' || order.paymentStatus === 'failed')
          throw new ConflictError(REFUND_MESSAGES.notPaid);
        const all = await balances(tx, orderId);
        const target = input.paymentId
          ? all.find((b) => b.payment.gatewayPaymentId === input.paymentId)
          : (all.find((b) => b.payment.gatewayPaymentId === order.gatewayPaymentId) ?? all[0]);
        if (!target) throw new BadRequestError(REFUND_MESSAGES.unknownPayment);
        if (target.left <= 0) throw new ConflictError(REFUND_MESSAGES.nothingLeft);
        if (amountMinor > target.left)
          throw new BadRequestError(
            REFUND_MESSAGES.tooMuch(formatMoney(fromMinor(target.left), order.currency)),
            {
              amount: REFUND_MESSAGES.tooMuch(formatMoney(fromMinor(target.left), order.currency)),
            },
          );
        const [created] = await record(
          tx,
          order,
          [{ paymentId: target.payment.id, amountMinor }],
          input.reason,
          { userId: by.userId, requestKey: by.requestKey },
        );
        return { seen: undefined, created: created! };
      });
      if (row.seen) return row.seen.status === 'requested' ? send(row.seen) : row.seen;
      return send(row.created!);
    },

    /**
     * A customer cancels an order that has not left the studio: the stock goes back once, every
     * captured payment is refunded in full, and the customer hears of both.
     */
    cancelByCustomer: (userId: string, orderNumber: string) =>
      cancel(
        and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId))!,
        'Cancelled by the customer',
        userId,
        true,
      ),

    /** The owner's "Cancel and refund": the same as a customer's cancellation, in the shop's name. */
    cancelByOwner: (orderId: string, ownerId: string, note?: string) =>
      cancel(eq(orders.id, orderId), note || 'Cancelled by the shop', ownerId, false),

    /** refund.processed / refund.failed from the gateway's webhook, recorded with its effect once. */
    async applyWebhook(
      eventId: string,
      type: string,
      entity: { id: string; status?: string; failureReason?: string },
    ): Promise<{ handled: boolean; duplicate: boolean }> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(refunds).where(eq(refunds.gatewayRefundId, entity.id));
        const inserted = await tx
          .insert(paymentEvents)
          .values({ eventId, type, orderId: row?.orderId })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.eventId });
        if (inserted.length === 0) return { handled: false, duplicate: true };
        if (!row) return { handled: false, duplicate: false };
        const status = type === 'refund.processed' ? 'processed' : 'failed';
        await settle(tx, row.id, { id: entity.id, status }, entity.failureReason);
        return { handled: true, duplicate: false };
      });
    },

    /** Refunds recorded but never answered (a crash, a gateway outage): asked again, same key. */
    async resumeRequested(olderThan = new Date(Date.now() - 60_000)): Promise<number> {
      const waiting = await db
        .select()
        .from(refunds)
        .where(and(eq(refunds.status, 'requested'), lt(refunds.createdAt, olderThan)))
        .limit(20);
      let done = 0;
      for (const row of waiting) {
        try {
          await send(row);
          done += 1;
        } catch (err) {
          if (!(err instanceof RefundPendingError)) throw err;
        }
      }
      return done;
    },

    /** For tests and the owner's page: refunds of several orders. */
    ofOrders: (ids: string[]) =>
      ids.length
        ? db.select().from(refunds).where(inArray(refunds.orderId, ids))
        : Promise.resolve([]),
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
