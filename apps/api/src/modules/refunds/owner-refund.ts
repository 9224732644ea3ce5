/**
 * The owner's refund: to the original payment (beyond it, to the gift cards and store credit the
 * order was paid with) or to store credit, never more than is left of the order (record 052).
 * With a request key (the client's Idempotency-Key), a repeated request answers with the first
 * one's refunds.
 */
import type { RefundRequest } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import type { Mailer } from '../../integrations/mailer';
import { lockOrder, type OrderLink, type OrderRow } from '../orders';
import type { RefundRow } from './ledger';
import { recordRefund, type RefundBy, type RefundInput } from './record-refund';
import { trySend, type SendRefund } from './send';

type Deps = { db: Db; send: SendRefund; mailer: Mailer; orderLink: OrderLink };
/** The owner's request, or a return's refund in the order's recorded currency. */
type OwnerInput = Omit<RefundRequest, 'currency'> & { currency: string };

export function createOwnerRefund({ db, send, mailer, orderLink }: Deps) {
  /** In the caller's transaction, the order locked: the refund recorded (see record-refund). */
  const record = (tx: Tx, order: OrderRow, input: RefundInput, by: RefundBy) =>
    recordRefund({ tx, mailer, orderLink }, order, input, by);

  /** Asks the gateway for the recorded parts still waiting; one it did not answer waits on. */
  async function sendRecorded(rows: RefundRow[]): Promise<RefundRow[]> {
    const sent: RefundRow[] = [];
    for (const row of rows)
      sent.push(row.status === 'requested' ? ((await trySend(send, row)) ?? row) : row);
    return sent;
  }

  /** The refund's parts, gateway first; a gateway that does not answer is a 502 (it resumes). */
  async function refund(
    orderId: string,
    input: OwnerInput,
    by: { userId: string; requestKey?: string },
  ): Promise<RefundRow[]> {
    const { rows } = await db.transaction(async (tx) =>
      record(tx, await lockOrder(tx, orderId), input, by),
    );
    mailer.kick();
    const sent: RefundRow[] = [];
    for (const row of rows) sent.push(row.status === 'requested' ? await send(row) : row);
    return sent;
  }

  return { record, sendRecorded, refund };
}
