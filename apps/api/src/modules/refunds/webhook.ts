/** refund.processed / refund.failed from the gateway's webhook, recorded with its effect once. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentEvents, refunds } from '../../db/schema';
import type { Mailer } from '../../integrations/mailer';
import { settleRefund } from './settle';
import type { OrderLink } from '../orders';

export function createRefundWebhook(deps: { db: Db; mailer: Mailer; orderLink: OrderLink }) {
  const { db, mailer, orderLink } = deps;
  return async function applyWebhook(
    eventId: string,
    type: string,
    entity: { id: string; status?: string; failureReason?: string },
  ): Promise<{ handled: boolean; duplicate: boolean }> {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(refunds).where(eq(refunds.gatewayRefundId, entity.id));
      const inserted = await tx
        .insert(paymentEvents)
        .values({ eventId, type, orderId: row?.orderId })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.eventId });
      if (inserted.length === 0) return { handled: false, duplicate: true };
      if (!row) return { handled: false, duplicate: false };
      const status = type === 'refund.processed' ? 'processed' : 'failed';
      await settleRefund(
        { tx, mailer, orderLink },
        row.id,
        { id: entity.id, status },
        entity.failureReason,
      );
      return { handled: true, duplicate: false };
    });
  };
}
