/**
 * An order after the sale, as its customer sees it (issue 29): its refunds and returns, what was
 * paid less what came back, and what they may do now. The rules are shared (after-sale.ts); the
 * cancel and return routes ask the same `actionsOf` and refuse in the same words.
 */
import {
  cancelAction,
  DOCUMENT_PATHS,
  fromMinor,
  refundExpectedBy,
  returnableLeft,
  returnAction,
  type AfterSale,
  type CustomerAction,
} from '@shop/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  giftCardMovements,
  invoices,
  orderItems,
  orderStatusEvents,
  refunds,
  returns,
  storeCreditMovements,
} from '../../db/schema';
import type { OrderRow } from './lock';

type ItemRow = typeof orderItems.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;
type ReturnRow = typeof returns.$inferSelect;

/** What the ledgers hold about a set of orders, read once for the lot. */
type Ledgers = {
  items: ItemRow[];
  refunds: RefundRow[];
  returns: ReturnRow[];
  creditNotes: Set<string>;
  delivered: Map<string, Date>;
  /** What gift cards and store credit paid, by order (minor units, INR as its orders are). */
  balancesSpent: Map<string, number>;
};

async function spentByOrder(db: Db | Tx, ids: string[]) {
  const sum = (table: typeof giftCardMovements | typeof storeCreditMovements) =>
    db
      .select({
        orderId: table.orderId,
        minor: sql<number>`coalesce(-sum(${table.amountMinor}), 0)`.mapWith(Number),
      })
      .from(table)
      .where(and(inArray(table.orderId, ids), eq(table.kind, 'spend')))
      .groupBy(table.orderId);
  const spent = new Map<string, number>();
  for (const row of [...(await sum(giftCardMovements)), ...(await sum(storeCreditMovements))])
    if (row.orderId) spent.set(row.orderId, (spent.get(row.orderId) ?? 0) + row.minor);
  return spent;
}

async function readLedgers(db: Db | Tx, ids: string[], items?: ItemRow[]): Promise<Ledgers> {
  const [itemRows, refundRows, returnRows, notes, events, balancesSpent] = await Promise.all([
    items ?? db.select().from(orderItems).where(inArray(orderItems.orderId, ids)),
    db.select().from(refunds).where(inArray(refunds.orderId, ids)).orderBy(asc(refunds.createdAt)),
    db.select().from(returns).where(inArray(returns.orderId, ids)).orderBy(asc(returns.createdAt)),
    db
      .select({ refundId: invoices.refundId })
      .from(invoices)
      .where(and(inArray(invoices.orderId, ids), eq(invoices.kind, 'credit_note'))),
    db
      .select({ orderId: orderStatusEvents.orderId, at: orderStatusEvents.createdAt })
      .from(orderStatusEvents)
      .where(
        and(inArray(orderStatusEvents.orderId, ids), eq(orderStatusEvents.status, 'delivered')),
      )
      .orderBy(asc(orderStatusEvents.createdAt)),
    spentByOrder(db, ids),
  ]);
  return {
    items: itemRows,
    refunds: refundRows,
    returns: returnRows,
    creditNotes: new Set(notes.flatMap((n) => (n.refundId ? [n.refundId] : []))),
    // The latest delivery counts, as the return request reads it.
    delivered: new Map(events.map((e) => [e.orderId, e.at])),
    balancesSpent,
  };
}

const processedMinor = (rows: RefundRow[]) =>
  rows.filter((r) => r.status === 'processed').reduce((s, r) => s + r.amountMinor, 0);

function actions(order: OrderRow, l: Ledgers, now: Date) {
  const mine = <T extends { orderId: string }>(rows: T[]) =>
    rows.filter((r) => r.orderId === order.id);
  const left = returnableLeft(
    mine(l.items).map((i) => ({ id: i.id, quantity: i.quantity, giftCard: i.giftCard })),
    mine(l.returns),
  );
  const refundedMinor = mine(l.refunds)
    .filter((r) => r.status !== 'failed')
    .reduce((s, r) => s + r.amountMinor, 0);
  return {
    cancel: cancelAction({ ...order, refundedMinor }),
    return: returnAction(
      {
        ...order,
        deliveredAt: l.delivered.get(order.id) ?? null,
        country: order.shippingAddress.country ?? 'India',
        leftToReturn: [...left.values()].reduce((s, n) => s + n, 0),
      },
      now,
    ),
  };
}

function toAfterSale(order: OrderRow, l: Ledgers, now: Date): AfterSale {
  const refundRows = l.refunds.filter((r) => r.orderId === order.id);
  // A cash-on-delivery order not yet collected (or an unpaid checkout) has had nothing charged.
  const charged = ['paid', 'refund_due', 'refunded'].includes(order.paymentStatus);
  const paidMinor = (charged ? order.amountMinor : 0) + (l.balancesSpent.get(order.id) ?? 0);
  return {
    refunds: refundRows.map((r) => ({
      id: r.id,
      amount: fromMinor(r.amountMinor),
      method: r.method,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      ...(r.method === 'gateway' &&
        r.status !== 'failed' && { expectedBy: refundExpectedBy(r.createdAt).toISOString() }),
      creditNoteUrl: l.creditNotes.has(r.id)
        ? DOCUMENT_PATHS.creditNote(order.orderNumber, r.id)
        : null,
    })),
    returns: l.returns
      .filter((r) => r.orderId === order.id)
      .map((r) => ({
        id: r.id,
        status: r.status,
        lines: r.lines.map((line) => ({
          itemId: line.itemId,
          title: l.items.find((i) => i.id === line.itemId)?.title ?? '',
          quantity: line.quantity,
        })),
        reason: r.reason,
        createdAt: r.createdAt.toISOString(),
        ...(r.decidedAt && { decidedAt: r.decidedAt.toISOString() }),
        refundMethod: r.refundMethod,
      })),
    netPaid: fromMinor(Math.max(0, paidMinor - processedMinor(refundRows))),
    actions: actions(order, l, now),
  };
}

/** Each order's after-sale view, by order id; `items` when the caller has read them already. */
export async function afterSaleOf(
  db: Db | Tx,
  orders: OrderRow[],
  items?: ItemRow[],
  now = new Date(),
): Promise<Map<string, AfterSale>> {
  if (orders.length === 0) return new Map();
  const ledgers = await readLedgers(
    db,
    orders.map((o) => o.id),
    items,
  );
  return new Map(orders.map((o) => [o.id, toAfterSale(o, ledgers, now)]));
}

/** What the customer may do with one order now; the routes refuse what it does not allow. */
export async function customerActionsOf(
  db: Db | Tx,
  order: OrderRow,
  now = new Date(),
): Promise<{ cancel: CustomerAction; return: CustomerAction }> {
  return actions(order, await readLedgers(db, [order.id]), now);
}
