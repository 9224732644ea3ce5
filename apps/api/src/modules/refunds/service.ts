/**
 * Refunds through the payment gateway (issue 14). A refund is recorded before the gateway is asked
 * (status requested), in the order's lock, so two owners or a double click cannot give back more
 * than was captured; its own id is the gateway's idempotency key, so a retry, a crash before the
 * answer or a second instance resuming it never refunds twice. The gateway's answer, or later its
 * webhook, moves it on; the effects of a processed refund (payment and order states, the
 * timeline, the customer's mail) happen once, in the transaction that records it.
 *
 * A refund may also go to the gift cards the order was paid with or to store credit (record
 * 052): written processed, with its movements, in the order's lock, no gateway asked.
 *
 * This file composes the parts: ledger (balances, recording), order-value and refund-plan (what
 * is left and where it goes), record-refund, send and settle (the gateway's answer),
 * owner-refund, cancellation, webhook and resume.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, refunds } from '../../db/schema';
import type { PaymentGateway } from '../../integrations/payments/gateway';
import type { Mailer } from '../../integrations/mailer';
import { createCancellation } from './cancellation';
import { balancesOf } from './ledger';
import { orderValueOf, refundableMinor } from './order-value';
import { createOwnerRefund } from './owner-refund';
import { createRefundResume } from './resume';
import { createRefundSender } from './send';
import { createRefundWebhook } from './webhook';
import type { OrderLink } from '../orders';

export { RefundPendingError } from './send';

export type RefundsDeps = {
  db: Db;
  gateway: PaymentGateway;
  mailer: Mailer;
  orderLink: OrderLink;
  /** Stock moved (a cancellation): the catalogue's caches are cleared. */
  onStockChange?: () => void;
};

export function createRefundsService(deps: RefundsDeps) {
  const { db } = deps;
  const send = createRefundSender(deps);
  const { cancelByCustomer, cancelByOwner } = createCancellation({ ...deps, send });
  const { record, sendRecorded, refund } = createOwnerRefund({ ...deps, send });

  return {
    balances: (orderId: string) => balancesOf(db, orderId),

    /** What is left of the order to refund, any way, and whether store credit may take it. */
    async valueLeft(orderId: string) {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) return null;
      const value = await orderValueOf(db, order);
      return {
        currency: order.currency,
        valueMinor: value.valueMinor,
        creditedMinor: value.creditedMinor,
        leftMinor: refundableMinor(order, value),
        storeCredit: value.beyondGateway && order.userId !== null,
      };
    },

    list: (orderId: string) =>
      db
        .select()
        .from(refunds)
        .where(eq(refunds.orderId, orderId))
        // One request's parts share their time: gateway, gift_card, store_credit.
        .orderBy(asc(refunds.createdAt), asc(refunds.method)),

    refund,
    record,
    sendRecorded,
    cancelByCustomer,
    cancelByOwner,
    applyWebhook: createRefundWebhook(deps),
    resumeRequested: createRefundResume({ db, send }),

    /** For tests and the owner's page: refunds of several orders. */
    ofOrders: (ids: string[]) =>
      ids.length
        ? db.select().from(refunds).where(inArray(refunds.orderId, ids))
        : Promise.resolve([]),
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
