/**
 * A refund as it leaves the server, naming its payment by the gateway's payment id (none for a
 * refund to gift cards or store credit).
 */
import { fromMinor } from '@shop/shared';
import type { RefundRow } from './ledger';
import type { RefundsService } from './service';

const wire = (row: RefundRow, gatewayPaymentId: string | null) => ({
  id: row.id,
  paymentId: gatewayPaymentId,
  method: row.method,
  gatewayRefundId: row.gatewayRefundId,
  amount: fromMinor(row.amountMinor),
  currency: row.currency,
  reason: row.reason,
  status: row.status,
  failureReason: row.failureReason,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** The order's balances and the refunds shaped for the wire (with each payment's gateway id). */
export async function presentRefunds(
  refunds: Pick<RefundsService, 'balances'>,
  orderId: string,
  rows: RefundRow[],
) {
  const balances = await refunds.balances(orderId);
  const ids = new Map(balances.map((b) => [b.payment.id, b.payment.gatewayPaymentId]));
  return {
    balances,
    rows: rows.map((r) => wire(r, r.paymentId ? (ids.get(r.paymentId) ?? '') : null)),
  };
}
