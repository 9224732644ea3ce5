/**
 * Refunds through the payment gateway (issue 14). A refund is recorded before the gateway is asked
 * (status requested), in the order's lock, so two owners or a double click cannot give back more
 * than was captured; its own id is the gateway's idempotency key, so a retry, a crash before the
 * answer or a second instance resuming it never refunds twice. The gateway's answer, or later its
 * webhook, moves it on; the effects of a processed refund (payment and order states, the
 * timeline, the customer's mail) happen once, in the transaction that records it.
 *
 * This file composes the parts: ledger (balances, recording), send and settle (the gateway's
 * answer), owner-refund, cancellation, webhook and resume.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refunds } from '../../db/schema';
import type { PaymentGateway } from '../../integrations/payments/gateway';
import type { Mailer } from '../../integrations/mailer';
import { createCancellation } from './cancellation';
import { balancesOf } from './ledger';
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

  return {
    balances: (orderId: string) => balancesOf(db, orderId),

    list: (orderId: string) =>
      db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt)),

    refund: createOwnerRefund({ db, send }),
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
