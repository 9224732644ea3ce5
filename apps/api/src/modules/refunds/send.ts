/**
 * Asks the gateway for a recorded refund, with the refund's own id as the idempotency key, and
 * applies its answer; an unknown outcome (no answer, gateway down) leaves the refund requested.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import {
  GatewayError,
  GatewayRefusal,
  type GatewayRefund,
  type PaymentGateway,
} from '../../integrations/payments/gateway';
import type { Mailer } from '../../integrations/mailer';
import { HttpError, NotFoundError } from '../../lib/errors';
import type { RefundRow } from './ledger';
import { settleRefund } from './settle';
import type { OrderLink } from '../orders';

/** What the gateway could not be asked or did not answer: the refund waits to be resumed. */
export class RefundPendingError extends HttpError {
  constructor() {
    super(
      502,
      'The payment gateway did not answer. The refund is recorded and will be retried; nothing was refunded twice.',
    );
  }
}

export type SendRefund = (row: RefundRow) => Promise<RefundRow>;

export function createRefundSender(deps: {
  db: Db;
  gateway: PaymentGateway;
  mailer: Mailer;
  orderLink: OrderLink;
}): SendRefund {
  const { db, gateway, mailer, orderLink } = deps;
  return async function send(row) {
    // A refund to gift cards or store credit was settled when it was written.
    if (!row.paymentId) return row;
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
          settleRefund(
            { tx, mailer, orderLink },
            row.id,
            { id: '', status: 'failed' },
            err.message,
          ),
        );
        mailer.kick();
        return failed ?? row;
      }
      if (err instanceof GatewayError) throw new RefundPendingError();
      throw err;
    }
    const settled = await db.transaction((tx) =>
      settleRefund({ tx, mailer, orderLink }, row.id, answer),
    );
    mailer.kick();
    return settled ?? row;
  };
}

/** Sends a refund; null when the gateway did not answer (the refund stays requested). */
export async function trySend(send: SendRefund, row: RefundRow): Promise<RefundRow | null> {
  try {
    return await send(row);
  } catch (err) {
    if (!(err instanceof RefundPendingError)) throw err;
    return null;
  }
}
