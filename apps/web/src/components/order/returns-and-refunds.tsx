/**
 * "Returns and refunds" on an order (issue 29), in the account's order details and on the order's
 * page: each return with its status and lines, each refund with where it went, when it should
 * arrive and its credit note. A guest's credit note link carries the page's token, as the invoice's.
 */
import {
  GATEWAY_REFUND_DAYS,
  REFUND_DESTINATION_LABELS,
  REFUND_STATUS_LABELS,
  RETURN_REASON_LABELS,
  RETURN_REFUND_LABELS,
  RETURN_STATUS_LABELS,
  type AfterSale,
  type AfterSaleRefund,
  type AfterSaleReturn,
} from '@shop/shared';
import { formatDay, orderMoney } from '../../lib/order-format';

type Props = {
  order: AfterSale & { charged: { amount: number; currency: string }; totalPrice: number };
  /** A guest's order token, added to the credit note links. */
  token?: string | null;
};

function ReturnItem({ entry }: { entry: AfterSaleReturn }) {
  return (
    <li className="py-3">
      <p className="font-medium text-stone-900">{RETURN_STATUS_LABELS[entry.status]}</p>
      <ul className="mt-1 text-stone-700">
        {entry.lines.map((line) => (
          <li key={line.itemId}>
            {line.quantity} × {line.title}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-stone-600">
        {RETURN_REASON_LABELS[entry.reason]} · {RETURN_REFUND_LABELS[entry.refundMethod]}
      </p>
      <p className="text-stone-600">
        Requested {formatDay(entry.createdAt)}
        {entry.decidedAt && ` · decided ${formatDay(entry.decidedAt)}`}
      </p>
    </li>
  );
}

function RefundItem({
  refund,
  money,
  token,
}: {
  refund: AfterSaleRefund;
  money: (amount: number) => string;
  token?: string | null;
}) {
  return (
    <li className="py-3">
      <p className="flex justify-between gap-4">
        <span className="font-medium text-stone-900">Refund of {money(refund.amount)}</span>
        <span className="text-stone-600">{REFUND_STATUS_LABELS[refund.status]}</span>
      </p>
      <p className="text-stone-700">
        {REFUND_DESTINATION_LABELS[refund.method]} · {formatDay(refund.createdAt)}
      </p>
      {refund.expectedBy && (
        <p className="text-stone-600">
          Expected by {formatDay(refund.expectedBy)} ({GATEWAY_REFUND_DAYS.min}-
          {GATEWAY_REFUND_DAYS.max} business days)
        </p>
      )}
      {refund.creditNoteUrl && (
        <a
          href={`${refund.creditNoteUrl}${token ? `?token=${encodeURIComponent(token)}` : ''}`}
          download
          className="mt-1 inline-block font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          Download credit note (PDF)
        </a>
      )}
    </li>
  );
}

export function ReturnsAndRefunds({ order, token }: Props) {
  const money = orderMoney(order);
  if (order.returns.length === 0 && order.refunds.length === 0) return null;
  return (
    <div className="space-y-3 text-sm">
      {order.returns.length > 0 && (
        <ul aria-label="Returns" className="divide-y divide-sand-200">
          {order.returns.map((entry) => (
            <ReturnItem key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      {order.refunds.length > 0 && (
        <ul aria-label="Refunds" className="divide-y divide-sand-200">
          {order.refunds.map((refund) => (
            <RefundItem key={refund.id} refund={refund} money={money} token={token} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** "Net paid ₹X" for an order some money went back on; nothing otherwise. */
export function NetPaid({ order }: Props) {
  if (order.refunds.length === 0) return null;
  return (
    <div className="flex items-center justify-between gap-4 pt-1">
      <dt className="text-stone-600">Net paid</dt>
      <dd className="text-stone-900 tabular-nums">{orderMoney(order)(order.netPaid)}</dd>
    </div>
  );
}
