/** Refunds recorded but never answered (a crash, a gateway outage): asked again, same key. */
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refunds } from '../../db/schema';
import { trySend, type SendRefund } from './send';

export function createRefundResume({ db, send }: { db: Db; send: SendRefund }) {
  /** Returns how many waiting refunds the gateway answered this run. */
  return async function resumeRequested(
    olderThan = new Date(Date.now() - 60_000),
  ): Promise<number> {
    const waiting = await db
      .select()
      .from(refunds)
      .where(and(eq(refunds.status, 'requested'), lt(refunds.createdAt, olderThan)))
      .limit(20);
    let done = 0;
    for (const row of waiting) {
      if (await trySend(send, row)) done += 1;
    }
    return done;
  };
}
