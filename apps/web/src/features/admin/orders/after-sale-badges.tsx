/** An order's refund and returns as badges in the order list (issue 29). */
import { RETURN_STATUS_LABELS } from '@shop/shared';
import type { AdminOrderRow } from '../api/orders';
import { Badge, type BadgeTone } from '../components/badge';

const RETURN_TONES = {
  requested: 'warn',
  approved: 'info',
  declined: 'neutral',
  received: 'neutral',
} as const satisfies Record<AdminOrderRow['returns'][number], BadgeTone>;

export function AfterSaleBadges({ order }: { order: Pick<AdminOrderRow, 'refund' | 'returns'> }) {
  return (
    <>
      {order.refund === 'partly_refunded' && <Badge tone="info">Partly refunded</Badge>}
      {/* The payment column says it on wide screens. */}
      {order.refund === 'refunded' && (
        <span className="lg:hidden">
          <Badge>Refunded</Badge>
        </span>
      )}
      {order.returns.map((status) => (
        <Badge key={status} tone={RETURN_TONES[status]}>
          {RETURN_STATUS_LABELS[status]}
        </Badge>
      ))}
    </>
  );
}
