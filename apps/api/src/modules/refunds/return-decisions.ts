/**
 * The owner's decision on a requested return: approved (the returned lines are refunded through
 * the gateway, at most what is left on the order's payments) or declined with a message. Each is
 * in the order's timeline and mailed to the customer.
 */
import { formatMoney, fromMinor, RETURN_REASON_LABELS, RETURN_STATUS_LABELS } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, orderStatusEvents, products, returns } from '../../db/schema';
import type { Mailer } from '../../integrations/mailer';
import { ConflictError } from '../../lib/errors';
import type { OrderRow } from '../orders';
import { requireReturn, type ReturnRow } from './find-return';
import { returnMail } from './mails';
import { returnValueMinor } from './return-value';
import type { RefundsService } from './service';
import type { OrderLink } from '../orders';

type Deps = {
  db: Db;
  mailer: Mailer;
  refunds: Pick<RefundsService, 'balances' | 'refund'>;
  orderLink: OrderLink;
};
type Decision = Pick<typeof returns.$inferInsert, 'status' | 'ownerMessage'>;
type Step = {
  status: 'return_approved' | 'return_declined';
  note: string;
  heading: string;
  paragraphs: string[];
};

const DECIDED = 'This return has been decided already.';

export function createReturnDecisions(deps: Deps) {
  const { db, mailer, refunds, orderLink } = deps;

  /** Moves a requested return to its decision; a second decision is refused. */
  async function decide(id: string, decision: Decision) {
    const [decided] = await db
      .update(returns)
      .set({ ...decision, decidedAt: new Date() })
      .where(and(eq(returns.id, id), eq(returns.status, 'requested')))
      .returning();
    if (!decided) throw new ConflictError(DECIDED);
    return decided;
  }

  /** The refund due for a return: its lines' value, capped at what is left to refund. */
  async function refundDue(row: ReturnRow, order: OrderRow) {
    const items = await db
      .select({ item: orderItems, product: products })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, row.orderId));
    const minor = returnValueMinor(row.lines, items, order);
    const left = (await refunds.balances(order.id)).reduce((s, b) => s + Math.max(0, b.left), 0);
    return Math.min(minor, left);
  }

  /** The decision in the order's timeline and in the customer's mail, committed together. */
  async function tell(order: OrderRow, step: Step) {
    await db.transaction(async (tx) => {
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
    });
    mailer.kick();
  }

  return {
    /** Approves and refunds the returned lines' price and tax, in the order's currency. */
    async approve(id: string, adminId: string) {
      const row = await requireReturn(db, id);
      if (row.status !== 'requested') throw new ConflictError(DECIDED);
      const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId));
      const amountMinor = await refundDue(row, order!);
      // Decided first (a second approval is refused), then refunded with the return's own key.
      const decided = await decide(id, { status: 'approved' });
      const refund =
        amountMinor > 0
          ? await refunds.refund(
              order!.id,
              {
                amountMinor,
                currency: order!.currency,
                reason: `Return: ${RETURN_REASON_LABELS[row.reason]}`,
              },
              { userId: adminId, requestKey: `return-${id}` },
            )
          : null;
      await db
        .update(returns)
        .set({ refundId: refund?.id ?? null })
        .where(eq(returns.id, id));
      const money = formatMoney(fromMinor(amountMinor), order!.currency);
      await tell(order!, {
        status: 'return_approved',
        note: refund ? `Refund of ${money}` : '',
        heading: RETURN_STATUS_LABELS.approved,
        paragraphs: [
          `Your return for order ${order!.orderNumber} is approved.`,
          ...(refund ? [`We are refunding ${money} to your original payment method.`] : []),
          row.reason === 'damaged'
            ? 'There is no need to send the damaged item back unless we ask for it.'
            : 'Please send the items back in their original packaging with a tracked service.',
        ],
      });
      return { ...decided, refundId: refund?.id ?? null };
    },

    async decline(id: string, message: string) {
      const row = await requireReturn(db, id);
      const decided = await decide(id, { status: 'declined', ownerMessage: message });
      const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId));
      await tell(order!, {
        status: 'return_declined',
        note: message,
        heading: RETURN_STATUS_LABELS.declined,
        paragraphs: [`We cannot accept the return for order ${order!.orderNumber}.`, message],
      });
      return decided;
    },
  };
}
