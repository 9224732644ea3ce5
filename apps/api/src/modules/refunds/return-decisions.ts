/**
 * The owner's decision on a requested return: approved (the returned lines are refunded where the
 * customer chose, at most what is left of the order) or declined with a message. Each is in the
 * order's timeline and mailed to the customer.
 *
 * An approval is one transaction in the order's lock: the return is found still requested, its
 * refund recorded with the return's own request key (a part to gift cards or store credit
 * settled there and then, record 052), the return approved, the timeline and mail written. A
 * second or racing approval finds it decided; the gateway's part is asked after the commit.
 */
import { formatMoney, fromMinor, RETURN_REASON_LABELS, RETURN_STATUS_LABELS } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderItems, orders, orderStatusEvents, products, returns } from '../../db/schema';
import type { Mailer } from '../../integrations/mailer';
import { ConflictError } from '../../lib/errors';
import { lockOrder, type OrderLink, type OrderRow } from '../orders';
import { requireReturn, type ReturnRow } from './find-return';
import type { RefundRow } from './ledger';
import { RETURN_GOODS_WORDS, returnMail, returnRefundWords } from './mails';
import { orderValueOf, refundableMinor } from './order-value';
import { returnValueMinor } from './return-value';
import type { RefundsService } from './service';

type Deps = {
  db: Db;
  mailer: Mailer;
  refunds: Pick<RefundsService, 'record' | 'sendRecorded'>;
  orderLink: OrderLink;
};
type Step = {
  status: 'return_approved' | 'return_declined';
  note: string;
  heading: string;
  paragraphs: string[];
};

const DECIDED = 'This return has been decided already.';

/** The refund due for a return: its lines' value, capped at what is left to refund. */
async function refundDue(tx: Tx, row: ReturnRow, order: OrderRow) {
  const items = await tx
    .select({ item: orderItems, product: products })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, row.orderId));
  const minor = returnValueMinor(row.lines, items, order);
  return Math.min(minor, refundableMinor(order, await orderValueOf(tx, order)));
}

export function createReturnDecisions(deps: Deps) {
  const { db, mailer, refunds, orderLink } = deps;

  /** The decision in the order's timeline and in the customer's mail, in the caller's transaction. */
  async function tell(tx: Tx, order: OrderRow, step: Step) {
    await tx
      .insert(orderStatusEvents)
      .values({ orderId: order.id, status: step.status, note: step.note });
    await mailer.queue(
      {
        to: order.receiptEmail,
        ...returnMail({
          orderNumber: order.orderNumber,
          heading: step.heading,
          paragraphs: step.paragraphs,
          orderUrl: orderLink(order),
        }),
      },
      tx,
    );
  }

  /** In the order's lock: the return approved and refunded once, or refused as decided. */
  async function approveInLock(tx: Tx, id: string, orderId: string, adminId: string) {
    const order = await lockOrder(tx, orderId);
    const [current] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
    if (current!.status !== 'requested') throw new ConflictError(DECIDED);
    const amountMinor = await refundDue(tx, current!, order);
    const { rows } =
      amountMinor > 0
        ? await refunds.record(
            tx,
            order,
            {
              amountMinor,
              currency: order.currency,
              reason: `Return: ${RETURN_REASON_LABELS[current!.reason]}`,
              method: current!.refundMethod,
            },
            { userId: adminId, requestKey: `return-${id}`, returnId: id },
          )
        : { rows: [] as RefundRow[] };
    const [decided] = await tx
      .update(returns)
      .set({ status: 'approved', decidedAt: new Date(), refundId: rows[0]?.id ?? null })
      .where(eq(returns.id, id))
      .returning();
    const money = (minor: number) => formatMoney(fromMinor(minor), order.currency);
    await tell(tx, order, {
      status: 'return_approved',
      note: rows.length ? `Refund of ${money(amountMinor)}` : '',
      heading: RETURN_STATUS_LABELS.approved,
      paragraphs: [
        `Your return for order ${order.orderNumber} is approved.`,
        ...returnRefundWords(rows.map((r) => ({ method: r.method, amount: money(r.amountMinor) }))),
        RETURN_GOODS_WORDS[current!.reason],
      ],
    });
    return { decided: decided!, rows };
  }

  return {
    /** Approves and refunds the returned lines' price and tax, in the order's currency. */
    async approve(id: string, adminId: string) {
      const row = await requireReturn(db, id);
      if (row.status !== 'requested') throw new ConflictError(DECIDED);
      const { decided, rows } = await db.transaction((tx) =>
        approveInLock(tx, id, row.orderId, adminId),
      );
      mailer.kick();
      // The gateway's part: one it does not answer stays requested and is resumed.
      await refunds.sendRecorded(rows);
      return decided;
    },

    async decline(id: string, message: string) {
      const row = await requireReturn(db, id);
      const [decided] = await db
        .update(returns)
        .set({ status: 'declined', ownerMessage: message, decidedAt: new Date() })
        .where(and(eq(returns.id, id), eq(returns.status, 'requested')))
        .returning();
      if (!decided) throw new ConflictError(DECIDED);
      const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId));
      await db.transaction((tx) =>
        tell(tx, order!, {
          status: 'return_declined',
          note: message,
          heading: RETURN_STATUS_LABELS.declined,
          paragraphs: [`We cannot accept the return for order ${order!.orderNumber}.`, message],
        }),
      );
      mailer.kick();
      return decided;
    },
  };
}
