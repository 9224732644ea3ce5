/**
 * The owner's refund: at most what is left on the payment. With a request key (the client's
 * Idempotency-Key), a repeated request answers with the first one's refund.
 */
import { formatMoney, fromMinor, REFUND_MESSAGES, type RefundRequest } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { refunds } from '../../db/schema';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { lockOrder } from '../orders';
import { balancesOf, recordRefunds, type RefundRow } from './ledger';
import type { SendRefund } from './send';

type By = { userId: string; requestKey?: string };
/** The owner's request, or a return's refund in the order's recorded currency. */
type RefundInput = Omit<RefundRequest, 'currency'> & { currency: string };

export function createOwnerRefund({ db, send }: { db: Db; send: SendRefund }) {
  return async function refund(orderId: string, input: RefundInput, by: By): Promise<RefundRow> {
    const row = await db.transaction((tx) => recordOwnerRefund(tx, orderId, input, by));
    if (row.seen) return row.seen.status === 'requested' ? send(row.seen) : row.seen;
    return send(row.created!);
  };
}

/** In the order's lock: the refund a request key saw before, or a new one within what is left. */
async function recordOwnerRefund(tx: Tx, orderId: string, input: RefundInput, by: By) {
  const { amountMinor } = input;
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
  const all = await balancesOf(tx, orderId);
  const target = input.paymentId
    ? all.find((b) => b.payment.gatewayPaymentId === input.paymentId)
    : (all.find((b) => b.payment.gatewayPaymentId === order.gatewayPaymentId) ?? all[0]);
  if (!target) throw new BadRequestError(REFUND_MESSAGES.unknownPayment);
  if (target.left <= 0) throw new ConflictError(REFUND_MESSAGES.nothingLeft);
  // A refund goes back in the payment's own currency, never converted.
  if (input.currency !== target.payment.currency) {
    const message = REFUND_MESSAGES.wrongCurrency(target.payment.currency);
    throw new BadRequestError(message, { currency: message });
  }
  if (amountMinor > target.left)
    throw new BadRequestError(
      REFUND_MESSAGES.tooMuch(formatMoney(fromMinor(target.left), order.currency)),
      {
        amountMinor: REFUND_MESSAGES.tooMuch(formatMoney(fromMinor(target.left), order.currency)),
      },
    );
  const [created] = await recordRefunds(
    tx,
    order,
    [{ paymentId: target.payment.id, amountMinor }],
    input.reason,
    { userId: by.userId, requestKey: by.requestKey },
  );
  return { seen: undefined, created: created! };
}
